// Every mail the shop sends is built from a few blocks (paragraphs, a button, a table of amounts)
// and rendered here twice: a plain-text part and a branded HTML part. Every string that goes into
// the HTML is escaped, links must be http(s), so nothing a shopper typed (an address line, a name)
// can become markup, and the text part says the same as the HTML part.
import type { Brand } from '../../brands/types';
import { storeHost } from '../../lib/api/shared';

/** The brand fields a mail uses: name and host for the header and footer, colours for the HTML. */
export type MailBrand = Pick<Brand, 'id' | 'hosts' | 'storeName' | 'theme'>;

/** Which mail it is: kept on the outbox row after the body is blanked, and sent as X-Shop-Mail. */
export type MailTemplate =
  | 'register_confirm'
  | 'already_registered'
  | 'password_reset'
  /** A back-office staff invitation with its set-password link (server/admin/staffMail.ts). */
  | 'staff_invite'
  | 'order_confirmation'
  | 'order_shipped'
  | 'order_refunded'
  | 'instalment_declined'
  | 'club_receipt'
  | 'club_declined'
  | 'club_no_piece'
  | 'club_pick_reminder'
  | 'club_prepaid'
  | 'return_started'
  | 'return_received'
  | 'club_skip'
  | 'club_unskip'
  | 'form_received'
  | 'club_pause'
  | 'club_resume'
  | 'club_cancel'
  /** A club charge refunded from the back office (server/admin/customers/chargeRefund.ts). */
  | 'club_refunded';

export interface Mail {
  brandId: string;
  to: string;
  template: MailTemplate;
  subject: string;
  bodyText: string;
  bodyHtml: string;
  /** The mail's main link (a live account link for register and reset mails). */
  link: string;
}

export interface TableRow {
  label: string;
  /** A second, smaller line under the label (colour and size of an order line). */
  detail?: string;
  value: string;
  /** The total: bold, with a rule above it. */
  strong?: boolean;
}

export type Block =
  | { kind: 'p'; text: string }
  /** A button in HTML; in the text part, the URL on a line of its own (the paragraph before introduces it). */
  | { kind: 'link'; label: string; url: string }
  | { kind: 'table'; rows: TableRow[] };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: Block[];
  /** Who signs the mail, where the brand speaks as a person (the spec's personaFullName); absent: the brand's "we". */
  signedBy?: string;
}

/** The sign-off line of a signed mail. */
export const signOff = (brand: Pick<MailBrand, 'storeName'>, person: string) => `${person}, ${brand.storeName}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A link a mail may carry: absolute http(s) only (never javascript:, data: or a relative path). */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`mail link must be http(s), got ${parsed.protocol}`);
  return parsed.toString();
}

function textTable(rows: TableRow[]): string {
  const labels = rows.map((r) => (r.detail ? `${r.label} (${r.detail})` : r.label));
  const width = Math.min(48, Math.max(...labels.map((l) => l.length)));
  return rows.map((r, i) => `${labels[i].padEnd(width)}  ${r.value}`).join('\n');
}

export function renderText(brand: MailBrand, c: MailContent): string {
  const blocks = c.blocks.map((b) => (b.kind === 'p' ? b.text : b.kind === 'link' ? safeUrl(b.url) : textTable(b.rows)));
  const signature = c.signedBy ? [signOff(brand, c.signedBy)] : [];
  return [...blocks, ...signature, `${brand.storeName}\nhttps://${storeHost(brand)}/`].join('\n\n');
}

const FONT = "font-family:-apple-system,'Segoe UI',Helvetica,Arial,sans-serif";

function htmlBlock(brand: MailBrand, b: Block): string {
  const { theme } = brand;
  if (b.kind === 'p') return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${theme.text}">${escapeHtml(b.text)}</p>`;
  if (b.kind === 'link') {
    const href = escapeHtml(safeUrl(b.url));
    return (
      `<p style="margin:8px 0 24px"><a href="${href}" style="display:inline-block;padding:12px 24px;border-radius:4px;` +
      `background:${theme.primaryDark};color:#ffffff;font-weight:bold;font-size:16px;text-decoration:none">${escapeHtml(b.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#555555">Or paste this link into your browser: ` +
      `<a href="${href}" style="color:${theme.primaryDark};word-break:break-all">${escapeHtml(b.url)}</a></p>`
    );
  }
  const rows = b.rows
    .map((r) => {
      const rule = r.strong ? `border-top:2px solid ${theme.text};` : 'border-top:1px solid #e5e5e5;';
      const weight = r.strong ? 'font-weight:bold;' : '';
      const detail = r.detail ? `<br><span style="font-size:13px;color:#555555">${escapeHtml(r.detail)}</span>` : '';
      return (
        `<tr><td style="${rule}${weight}padding:8px 0;font-size:15px;color:${theme.text}">${escapeHtml(r.label)}${detail}</td>` +
        `<td style="${rule}${weight}padding:8px 0 8px 16px;font-size:15px;color:${theme.text};text-align:right;white-space:nowrap">${escapeHtml(r.value)}</td></tr>`
      );
    })
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:0 0 24px">${rows}</table>`;
}

export function renderHtml(brand: MailBrand, c: MailContent): string {
  const { theme } = brand;
  const host = storeHost(brand);
  const name = escapeHtml(brand.storeName);
  return [
    '<!DOCTYPE html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(c.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${theme.background};${FONT}">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${theme.background}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;overflow:hidden">`,
    `<tr><td style="background:${theme.primaryDark};padding:20px 32px"><a href="https://${escapeHtml(host)}/" style="color:#ffffff;font-size:24px;font-weight:bold;letter-spacing:1px;text-decoration:none">${name}</a></td></tr>`,
    `<tr><td style="padding:32px">`,
    `<h1 style="margin:0 0 20px;font-size:22px;line-height:30px;color:${theme.text}">${escapeHtml(c.heading)}</h1>`,
    ...c.blocks.map((b) => htmlBlock(brand, b)),
    ...(c.signedBy ? [`<p style="margin:0;font-size:16px;line-height:24px;font-style:italic;color:${theme.text}">${escapeHtml(signOff(brand, c.signedBy))}</p>`] : []),
    `</td></tr>`,
    `<tr><td style="padding:16px 32px;background:${theme.accent};font-size:13px;line-height:20px;color:${theme.text}">${name} · <a href="https://${escapeHtml(host)}/" style="color:${theme.text}">${escapeHtml(host)}</a></td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n');
}

/** The mail to queue: subject, both parts and its main link. */
export function composeMail(brand: MailBrand, to: string, template: MailTemplate, content: MailContent, link: string): Mail {
  return {
    brandId: brand.id, to, template, subject: content.subject, link,
    bodyText: renderText(brand, content), bodyHtml: renderHtml(brand, content),
  };
}

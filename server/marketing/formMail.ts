import type { Brand } from '../../brands/types';
import { storeHost } from '../../lib/api/shared';
import { composeMail, type Mail } from '../mail/layout';
import type { FormSubmission } from './formSubmission';

/**
 * Where contact and feedback messages go: SUPPORT_EMAIL_<BRAND> (the brand id in capitals), else
 * support@ the brand's main host.
 */
export function supportAddress(brand: Pick<Brand, 'id' | 'hosts'>, env: Record<string, string | undefined> = process.env): string {
  const configured = env[`SUPPORT_EMAIL_${brand.id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`]?.trim();
  return configured || `support@${storeHost(brand).replace(/:\d+$/, '')}`;
}

const FORM_TITLES = { contact: 'Contact message', feedback: 'Customer feedback' } as const;

/** The shopper's message as customer care reads it: who, how to answer, the order it is about, the words as typed. */
export function formReceivedMail(brand: Brand, s: FormSubmission, id: number, env?: Record<string, string | undefined>): Mail {
  const title = FORM_TITLES[s.form];
  const rows = [
    { label: 'From', value: s.name },
    { label: 'Reply to', value: s.email },
    ...(s.orderNumber ? [{ label: 'Order', value: s.orderNumber }] : []),
    ...(s.rating !== null ? [{ label: 'Rating', value: `${s.rating} of 5` }] : []),
    { label: 'Reference', value: `#${id}` },
  ];
  const firstWords = s.message.replace(/\s+/g, ' ').slice(0, 60);
  return composeMail(brand, supportAddress(brand, env), 'form_received', {
    subject: `${brand.storeName} ${title.toLowerCase()} #${id}: ${firstWords}`,
    heading: title,
    blocks: [{ kind: 'table', rows }, { kind: 'p', text: s.message }],
  }, `https://${storeHost(brand)}/`);
}

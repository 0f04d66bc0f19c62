import { mailSealKey, openOutboxBody, outboxBody, seal, unseal } from './seal';
import { alreadyRegisteredMail, confirmRegisterMail, resetPasswordMail } from '../accounts/mails';
import { brandById } from '../../brands';

const key = mailSealKey({ MAIL_SEAL_KEY: 'k'.repeat(32) });
const token = 'T'.repeat(43);

test('register and reset mails are stored sealed: no column holds the token, and opening gives the mail back', () => {
  for (const mail of [confirmRegisterMail(brandById('pf'), 'a@example.com', token), resetPasswordMail(brandById('pf'), 'a@example.com', token, false)]) {
    const stored = outboxBody(mail, key);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain('token=');
    expect(openOutboxBody(stored, key)).toEqual({ body_text: mail.bodyText, body_html: mail.bodyHtml, link: mail.link });
  }
});

test('a mail without a token is stored as it is', () => {
  const mail = alreadyRegisteredMail(brandById('pf'), 'a@example.com');
  expect(outboxBody(mail, key)).toEqual({ body_text: mail.bodyText, body_html: mail.bodyHtml, link: mail.link });
});

test('sealing is randomised, tamper-evident and needs the same key', () => {
  expect(seal('x', key)).not.toBe(seal('x', key));
  const sealed = seal('secret link', key);
  expect(unseal(sealed, key)).toBe('secret link');
  expect(() => unseal(sealed, mailSealKey({ MAIL_SEAL_KEY: 'j'.repeat(32) }))).toThrow();
  // Another character in place of the second-to-last one (chosen by that character, so it always changes).
  const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.slice(-1);
  expect(() => unseal(flipped, key)).toThrow();
  expect(unseal('plain older row', key)).toBe('plain older row');
});

test('MAIL_SEAL_KEY must be long enough', () => {
  expect(() => mailSealKey({ MAIL_SEAL_KEY: 'short' })).toThrow(/at least 32/);
});

import { brandById } from '../../brands';
import { accountLink, alreadyRegisteredMail, confirmRegisterMail, resetPasswordMail } from './mails';

const pf = brandById('pf');
const ckb = brandById('ckb');

test("links go to the brand's canonical host, with the token as a query parameter", () => {
  expect(accountLink(pf, '/confirm-register', 'abc_-1')).toBe('https://pureform.shop/confirm-register?token=abc_-1');
  expect(accountLink(ckb, '/forgot')).toBe('https://cheekboss.shop/forgot');
});

test('each mail carries its link in the text and names the store', () => {
  for (const mail of [confirmRegisterMail(ckb, 'a@b.co', 'tok'), alreadyRegisteredMail(ckb, 'a@b.co'), resetPasswordMail(ckb, 'a@b.co', 'tok')]) {
    expect(mail.brandId).toBe('ckb');
    expect(mail.to).toBe('a@b.co');
    expect(mail.link.startsWith('https://cheekboss.shop/')).toBe(true);
    expect(mail.bodyText).toContain(mail.link);
    expect(mail.subject).toContain(ckb.storeName);
  }
  expect(confirmRegisterMail(pf, 'a@b.co', 'tok').link).toBe('https://pureform.shop/confirm-register?token=tok');
  expect(alreadyRegisteredMail(pf, 'a@b.co').link).toBe('https://pureform.shop/forgot');
  expect(resetPasswordMail(pf, 'a@b.co', 'tok').link).toBe('https://pureform.shop/forgot?token=tok');
});

import type { Brand } from '../../brands/types';
import { storeHost } from '../../lib/api/shared';
import type { Mail } from './outbox';

/**
 * The account mails. Links point at the brand's canonical host (the one canonical URLs use), never
 * at the host the request came in on. The shopper's own input (name) stays out of the text.
 */
export function accountLink(brand: Pick<Brand, 'hosts'>, path: string, token?: string): string {
  const url = new URL(path, `https://${storeHost(brand)}`);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

type MailBrand = Pick<Brand, 'id' | 'hosts' | 'storeName'>;

export function confirmRegisterMail(brand: MailBrand, to: string, token: string): Mail {
  const link = accountLink(brand, '/confirm-register', token);
  return {
    brandId: brand.id, to, link,
    subject: `Confirm your ${brand.storeName} account`,
    bodyText: [
      `Thanks for signing up at ${brand.storeName}.`,
      `Open this link within 24 hours to confirm your email address and finish creating your account:`,
      link,
      `If you did not sign up, ignore this mail: no account is created.`,
    ].join('\n\n'),
  };
}

export function alreadyRegisteredMail(brand: MailBrand, to: string): Mail {
  const link = accountLink(brand, '/forgot');
  return {
    brandId: brand.id, to, link,
    subject: `You already have a ${brand.storeName} account`,
    bodyText: [
      `Someone (probably you) tried to create a ${brand.storeName} account with this email address, but it already has one.`,
      `Log in with your password, or choose a new one here:`,
      link,
      `If this was not you, ignore this mail: nothing has changed.`,
    ].join('\n\n'),
  };
}

export function resetPasswordMail(brand: MailBrand, to: string, token: string): Mail {
  const link = accountLink(brand, '/forgot', token);
  return {
    brandId: brand.id, to, link,
    subject: `Reset your ${brand.storeName} password`,
    bodyText: [
      `Open this link within 1 hour to choose a new password for your ${brand.storeName} account:`,
      link,
      `If you did not ask for this, ignore this mail: your password stays as it is.`,
    ].join('\n\n'),
  };
}

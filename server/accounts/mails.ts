import type { Brand } from '../../brands/types';
import { storeHost } from '../../lib/api/shared';
import { composeMail, type Mail, type MailBrand } from '../mail/layout';

/**
 * The account mails. Links point at the brand's canonical host (the one canonical URLs use), never
 * at the host the request came in on. The shopper's own input (name) stays out of the text.
 */
export function accountLink(brand: Pick<Brand, 'hosts'>, path: string, token?: string): string {
  const url = new URL(path, `https://${storeHost(brand)}`);
  if (token) url.searchParams.set('token', token);
  return url.toString();
}

export function confirmRegisterMail(brand: MailBrand, to: string, token: string): Mail {
  const link = accountLink(brand, '/confirm-register', token);
  return composeMail(brand, to, 'register_confirm', {
    subject: `Confirm your ${brand.storeName} account`,
    heading: 'Confirm your email address',
    blocks: [
      { kind: 'p', text: `Thanks for signing up at ${brand.storeName}.` },
      { kind: 'p', text: `Open this link within 24 hours to confirm your email address and finish creating your account:` },
      { kind: 'link', label: 'Confirm my account', url: link },
      { kind: 'p', text: `If you did not sign up, ignore this mail: no account is created.` },
    ],
  }, link);
}

export function alreadyRegisteredMail(brand: MailBrand, to: string): Mail {
  const link = accountLink(brand, '/forgot');
  return composeMail(brand, to, 'already_registered', {
    subject: `You already have a ${brand.storeName} account`,
    heading: 'You already have an account',
    blocks: [
      { kind: 'p', text: `Someone (probably you) tried to create a ${brand.storeName} account with this email address, but it already has one.` },
      { kind: 'p', text: `Log in with your password, or choose a new one here:` },
      { kind: 'link', label: 'Choose a new password', url: link },
      { kind: 'p', text: `If this was not you, ignore this mail: nothing has changed.` },
    ],
  }, link);
}

export function resetPasswordMail(brand: MailBrand, to: string, token: string, firstPassword = false): Mail {
  const link = accountLink(brand, '/forgot', token);
  if (firstPassword) {
    // A customer made by a guest checkout (a club joined at checkout, say) has no password yet: the same link sets one.
    return composeMail(brand, to, 'password_reset', {
      subject: `Set a password for your ${brand.storeName} account`,
      heading: 'Set your password',
      blocks: [
        { kind: 'p', text: `Your orders (and your club membership, if you joined at checkout) are kept under this email. Open this link within 1 hour to choose a password and log in to your ${brand.storeName} account:` },
        { kind: 'link', label: 'Choose a password', url: link },
        { kind: 'p', text: `If you did not ask for this, ignore this mail: nothing changes.` },
      ],
    }, link);
  }
  return composeMail(brand, to, 'password_reset', {
    subject: `Reset your ${brand.storeName} password`,
    heading: 'Reset your password',
    blocks: [
      { kind: 'p', text: `Open this link within 1 hour to choose a new password for your ${brand.storeName} account:` },
      { kind: 'link', label: 'Choose a new password', url: link },
      { kind: 'p', text: `If you did not ask for this, ignore this mail: your password stays as it is.` },
    ],
  }, link);
}

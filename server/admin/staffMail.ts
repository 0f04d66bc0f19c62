import { composeMail, type Mail, type MailBrand } from '../mail/layout';

/** The invitation an owner sends a new staff member: the one-time set-password link (24 hours). */
export function staffInviteMail(brand: MailBrand, to: string, link: string, role: string): Mail {
  return composeMail(brand, to, 'staff_invite', {
    subject: `Your ${brand.storeName} back office account`,
    heading: 'Set up your back office account',
    blocks: [
      { kind: 'p', text: `You have been given a ${role} account in the ${brand.storeName} back office.` },
      { kind: 'p', text: 'Open this link within 24 hours to choose a password and add the account to an authenticator app:' },
      { kind: 'link', label: 'Set my password', url: link },
      { kind: 'p', text: 'If you did not expect this, ignore this mail: nobody can use the account until the link is opened.' },
    ],
  }, link);
}

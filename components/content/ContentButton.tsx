import type { ContentLink } from '../../lib/content/types';
import { useCart } from '../../lib/cart/useCart';
import { SmartLink } from './SmartLink';

interface Props {
  link: ContentLink;
  className?: string;
}

/** A link with a member's variant: the guest's link in the cached HTML, the member's once the cart says so. */
function MemberAwareLink({ link, member, className }: Props & { member: NonNullable<ContentLink['member']> }) {
  const { data: cart } = useCart();
  const shown = cart?.clubMember ? member : link;
  return (
    <SmartLink href={shown.href} className={className}>
      {shown.label}
    </SmartLink>
  );
}

/** A content block's button: a plain link, or one a club member sees differently (ContentLink.member). */
export function ContentButton({ link, className }: Props) {
  if (!link.member) {
    return (
      <SmartLink href={link.href} className={className}>
        {link.label}
      </SmartLink>
    );
  }
  return <MemberAwareLink link={link} member={link.member} className={className} />;
}

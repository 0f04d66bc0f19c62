import type { CategoryItem } from '../../../lib/catalog/types';
import { useBrand } from '../../../lib/brand/context';
import { useCart } from '../../../lib/cart/useCart';
import { VipItemCard } from './VipItemCard';
import styles from './VipExclusives.module.css';

const PAID_PERKS = ['Member pricing on every order', 'A new piece picked for you each month', 'VIP-only colors and styles', 'Skip, pause or cancel online anytime'];
const FREE_PERKS = ['Free to join, nothing to subscribe to', '10% off your first order with code 10First', 'A wishlist, and your orders and addresses in one place'];

interface Props {
  items: CategoryItem[];
}

/**
 * VIP-only styles for club members (cart.clubMember: a paid membership, or an account with a free
 * club); everyone else sees an invitation to the club. The page is publicly cached, so the switch
 * happens here, on the client, once the cart loads.
 */
export function VipExclusives({ items }: Props) {
  const { brand } = useBrand();
  const { data: cart, error } = useCart();
  const status = cart ? ((cart.clubMember ?? cart.hasClub) ? 'member' : 'guest') : error ? 'guest' : 'loading';

  if (status === 'loading') {
    return (
      <div className={styles.loading} role="status" data-testid="vip-loading">
        Checking your membership…
      </div>
    );
  }

  if (status === 'guest') {
    return (
      <section className={styles.invite} aria-labelledby="vip-invite" data-testid="vip-invitation">
        <h2 id="vip-invite">{brand.hasClub ? 'Members only' : brand.clubName}</h2>
        {brand.hasClub ? (
          <p>
            {items.length
              ? `${items.length} ${items.length === 1 ? 'style is' : 'styles are'} reserved for ${brand.clubName} members.`
              : `VIP Exclusives are reserved for ${brand.clubName} members.`}{' '}
            Join the club to unlock them, along with member pricing on every order.
          </p>
        ) : (
          <p>
            {brand.storeName} has no members-only styles: every style is open to everyone. {brand.clubName} is free to join.
          </p>
        )}
        <ul className={styles.perks}>
          {(brand.hasClub ? PAID_PERKS : FREE_PERKS).map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
        {items.length ? (
          <ul className={styles.teaser} aria-hidden="true">
            {items.slice(0, 4).map((item) =>
              item.image ? (
                <li key={item.id}>
                  <img src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" decoding="async" />
                </li>
              ) : null,
            )}
          </ul>
        ) : null}
        <div className={styles.actions}>
          <a href="/club" className="btn" data-testid="vip-join">
            Discover {brand.clubName}
          </a>
          {cart?.loggedIn ? null : (
            <a href="/login?next=%2Fvip_exclusives" className="btn btn-outline">
              Already a member? Log in
            </a>
          )}
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby="vip-grid" data-testid="vip-members">
      <h2 id="vip-grid" className={styles.gridTitle}>
        {items.length || brand.hasClub ? 'Welcome back — your members-only styles' : `You’re a ${brand.clubName} member`}
      </h2>
      {items.length ? (
        <ul className={styles.grid}>
          {items.map((item, i) => (
            <VipItemCard key={item.id} item={item} priority={i < 4} />
          ))}
        </ul>
      ) : brand.hasClub ? (
        <p>New VIP Exclusives are on their way. Check back soon!</p>
      ) : (
        <p data-testid="vip-free-member">
          {brand.storeName} has no members-only styles: every style is open to everyone. Your perks are in <a href="/members">your account</a>.
        </p>
      )}
    </section>
  );
}

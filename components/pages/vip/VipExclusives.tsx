import type { CategoryItem } from '@/lib/catalog/types';
import { useBrand } from '@/lib/brand/context';
import { useCart } from '@/lib/cart/useCart';
import { VipItemCard } from './VipItemCard';
import styles from './VipExclusives.module.css';

const PAID_PERKS = ['Member pricing on every order', 'A new piece picked for you each month', 'VIP-only colours and styles', 'Skip, pause or cancel online anytime'];
const FREE_PERKS = ['Free to join, nothing to subscribe to', 'A welcome discount and a birthday treat', 'Early access to new drops and restocks'];

interface Props {
  items: CategoryItem[];
}

/**
 * VIP-only styles for club members (cart.hasClub); everyone else sees an invitation to the club.
 * The page is publicly cached, so the switch happens here, on the client, once the cart loads.
 */
export function VipExclusives({ items }: Props) {
  const { brand } = useBrand();
  const { data: cart, error } = useCart();
  const status = cart ? (cart.hasClub ? 'member' : 'guest') : error ? 'guest' : 'loading';

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
        <h2 id="vip-invite">Members only</h2>
        <p>
          {items.length
            ? `${items.length} ${items.length === 1 ? 'style is' : 'styles are'} reserved for ${brand.clubName} members.`
            : `VIP Exclusives are reserved for ${brand.clubName} members.`}{' '}
          Join the club to unlock them, along with member pricing on every order.
        </p>
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
        Welcome back — your members-only styles
      </h2>
      {items.length ? (
        <ul className={styles.grid}>
          {items.map((item, i) => (
            <VipItemCard key={item.id} item={item} priority={i < 4} />
          ))}
        </ul>
      ) : (
        <p>New VIP Exclusives are on their way. Check back soon!</p>
      )}
    </section>
  );
}

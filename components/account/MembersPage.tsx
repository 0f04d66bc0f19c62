import { useRouter } from 'next/router';
import type { AccountOrder, AccountOverview } from '../../lib/account/types';
import { useBrand } from '../../lib/brand/context';
import { formatMoney } from '../../lib/format/money';
import type { BrandPageProps } from '../../lib/page/brandPage';
import { MembershipCard } from '../club/MembershipCard';
import { PageHeader } from '../pages/shared/PageHeader';
import { PageMeta } from '../pages/shared/PageMeta';
import { formatDate } from '../pages/shared/formatDate';
import { statusLabel } from '../pages/tracker/status';
import { Section } from '../ui/Section';
import styles from './Account.module.css';

export interface MembersPageProps extends BrandPageProps {
  account: AccountOverview;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

function OrderCard({ order }: { order: AccountOrder }) {
  return (
    <li className={styles.order} data-testid="account-order">
      <h3>
        <a href={`/orders/${order.id}`}>Order #{order.id}</a>
      </h3>
      <dl className={styles.orderFacts}>
        <dt>Date</dt>
        <dd>
          <time dateTime={order.date}>{formatDate(order.date)}</time>
        </dd>
        <dt>Items</dt>
        <dd>{order.itemCount}</dd>
        <dt>Total</dt>
        <dd>{formatMoney(order.total)}</dd>
        <dt>Status</dt>
        <dd>{statusLabel(order.status)}</dd>
      </dl>
    </li>
  );
}

/**
 * /members: the logged-in customer's account (GET account on the server; a visitor was sent to
 * /login?next=/members): name, email, club status, recent orders, links onward and log out.
 */
export function MembersPage({ path, account }: MembersPageProps) {
  const router = useRouter();
  const { brand } = useBrand();
  const { customer, club, orders } = account;
  const showClub = brand.hasClub || club.member;

  return (
    <>
      <PageMeta title="My account" path={path} />
      <PageHeader eyebrow="My account" title={`Hi, ${firstName(customer.name)}`} intro={<p>Your details, your orders and your style profile, all in one place.</p>} />
      <div className={styles.wide}>
        <div className={styles.grid}>
          <Section id="account-details" title="Your details">
            <dl className={styles.facts} data-testid="account-details">
              <div>
                <dt>Name</dt>
                <dd data-testid="account-name">{customer.name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd data-testid="account-email">{customer.email}</dd>
              </div>
            </dl>
          </Section>

          {showClub ? <MembershipCard club={club} membership={account.membership} /> : null}

          <Section id="account-orders" title="Recent orders" className={styles.full}>
            {orders.length ? (
              <ul className={styles.orders} data-testid="account-orders">
                {orders.map((o) => (
                  <OrderCard key={o.id} order={o} />
                ))}
              </ul>
            ) : (
              <p data-testid="account-no-orders">No orders yet. When you place one, it shows up here.</p>
            )}
            <ul className={styles.sectionLinks}>
              {orders.length ? (
                <li>
                  <a href="/orders">See all your orders</a>
                </li>
              ) : null}
              <li>
                <a href="/tracker">Track a package</a>
              </li>
              {orders.length ? null : (
                <li>
                  <a href="/">Start shopping</a>
                </li>
              )}
            </ul>
          </Section>

          <Section id="account-settings" title="Your account settings" className={styles.full}>
            <ul className={styles.sectionLinks}>
              <li>
                <a href="/wishlist">Your wishlist</a>
              </li>
              <li>
                <a href="/addresses">Your addresses</a>
              </li>
              <li>
                <a href="/change_payment">Your payment methods</a>
              </li>
              <li>
                <a href="/change_password">Change your password</a>
              </li>
            </ul>
          </Section>

          <Section id="account-style" title="Your style profile" className={styles.full}>
            <p>Tell us what you like to wear, and we’ll pick styles for you.</p>
            <ul className={styles.sectionLinks}>
              <li>
                <a href="/styleprofile">Update your style profile</a>
              </li>
            </ul>
          </Section>
        </div>
        <div className={styles.logout}>
          <button type="button" className="btn btn-outline" onClick={() => void router.push('/logout')} data-testid="logout-button">
            Log out
          </button>
        </div>
      </div>
    </>
  );
}

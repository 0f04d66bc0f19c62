import type { OrderShippingAddress } from '../../lib/account/types';
import styles from './Orders.module.css';

/** The lines of a postal address as a label shows them; empty parts left out. */
export function addressLines(a: OrderShippingAddress): string[] {
  const cityLine = [[a.city, a.state].filter(Boolean).join(', '), a.zip].filter(Boolean).join(' ');
  return [a.name, a.company, a.address, a.address2, cityLine, a.country, a.phone].filter(Boolean);
}

export function OrderAddress({ address }: { address: OrderShippingAddress }) {
  return (
    <address className={styles.address} data-testid="order-address">
      {addressLines(address).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

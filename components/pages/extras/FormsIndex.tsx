import styles from './extras.module.css';

const FORMS = [
  { href: '/contact-us', title: 'Contact us', text: 'Questions about an order, sizing or returns. We reply within one business day.' },
  { href: '/customer-feedback', title: 'Customer feedback', text: 'Rate your experience and tell us what we could do better.' },
  { href: '/tracker', title: 'Track your order', text: 'Your order number and email show where your parcel is.' },
  { href: '/dnsmpi', title: 'Do not sell my personal information', text: 'Opt out of the sale or sharing of your data in one click.' },
];

/** The directory of every form on the site (the /form/ index). */
export function FormsIndex() {
  return (
    <nav aria-labelledby="forms-index" data-testid="forms-index">
      <h2 id="forms-index" className={styles.indexTitle}>
        All forms
      </h2>
      <ul className={styles.tiles}>
        {FORMS.map((f) => (
          <li key={f.href}>
            <a href={f.href} className={styles.tile}>
              <span className={styles.tileTitle}>{f.title}</span>
              <span>{f.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import styles from '../account/Account.module.css';

export type ClubLink = readonly [href: string, label: string];

/** The links under a club screen's card; "Back to my account" comes last. */
export function ClubLinks({ links = [] }: { links?: ClubLink[] }) {
  return (
    <ul className={styles.links}>
      {links.map(([href, label]) => (
        <li key={href}>
          <a href={href}>{label}</a>
        </li>
      ))}
      <li>
        <a href="/members">Back to my account</a>
      </li>
    </ul>
  );
}

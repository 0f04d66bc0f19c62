import { campaignDay } from '../../../lib/content/campaign';
import { useBrand } from '../../../lib/brand/context';
import styles from './Campaign.module.css';

interface Props {
  endsAt: string | null;
  onNow: { title: string; path: string }[];
  shopPath: string;
}

/** An ended campaign's page (under its title, "… has ended"): it says so (no code, no offer) and points to what is on now. */
export function EndedCampaign({ endsAt, onNow, shopPath }: Props) {
  const { brand } = useBrand();
  return (
    <section className={styles.ended} data-testid="campaign-ended">
      <p>{endsAt ? `This offer ended on ${campaignDay(endsAt)}, and its code no longer comes with this page.` : 'This offer has ended.'}</p>
      <p>Missed it? Here is what is on at {brand.storeName} now, and our newest styles are always in the shop.</p>
      <h2>On now</h2>
      <ul data-testid="campaign-on-now">
        {onNow.map((c) => (
          <li key={c.path}>
            <a href={c.path}>{c.title}</a>
          </li>
        ))}
        <li>
          <a href={shopPath}>Shop what&apos;s new</a>
        </li>
      </ul>
    </section>
  );
}

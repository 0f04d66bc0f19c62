import { utcMinute } from '../../lib/admin/display';
import type { AdminTouch, OrderAttribution as Attribution } from '../../lib/admin/types';
import styles from './admin.module.css';

function Touch({ label, t }: { label: string; t: AdminTouch }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>
        {t.source ?? '(direct)'} / {t.medium ?? '(none)'} / {t.campaign ?? '(none)'}
        {t.term ? <> · term {t.term}</> : null}
        {t.content ? <> · content {t.content}</> : null}
        {t.newsletter ? ' · newsletter click' : null}
        <br />
        <span className={styles.muted}>
          landed on {t.landingPath ?? '(unknown page)'}
          {t.landedAt ? <> at {utcMinute(t.landedAt)}</> : null}
          {t.clickIds.length ? <> · click ids: {t.clickIds.join(', ')}</> : null}
        </span>
      </dd>
    </>
  );
}

/** Where the order came from, as report:attribution counts it: last touch and first touch, or (direct). */
export function OrderAttribution({ attribution }: { attribution: Attribution | null }) {
  return (
    <section className={styles.card} aria-labelledby="order-attribution">
      <h2 id="order-attribution">Attribution</h2>
      {attribution ? (
        <dl>
          <Touch label="Last touch" t={attribution.last} />
          <Touch label="First touch" t={attribution.first} />
        </dl>
      ) : (
        <p className={styles.muted}>(direct): no tracked landing before this order.</p>
      )}
    </section>
  );
}

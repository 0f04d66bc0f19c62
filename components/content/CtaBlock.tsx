import type { CtaBlock as CtaBlockData } from '../../lib/content/types';
import { ContentButton } from './ContentButton';
import styles from './blocks.module.css';

export function CtaBlock({ block }: { block: CtaBlockData }) {
  return (
    <section className={`${styles.block} ${styles.cta}`}>
      <h2 className={styles.ctaHeading}>{block.heading}</h2>
      {block.body ? <p className={styles.ctaBody}>{block.body}</p> : null}
      <ContentButton link={block.button} className={styles.button} />
    </section>
  );
}

import type { CtaBlock as CtaBlockData } from '@/lib/content/types';
import { SmartLink } from './SmartLink';
import styles from './blocks.module.css';

export function CtaBlock({ block }: { block: CtaBlockData }) {
  return (
    <section className={`${styles.block} ${styles.cta}`}>
      <h2 className={styles.ctaHeading}>{block.heading}</h2>
      {block.body ? <p className={styles.ctaBody}>{block.body}</p> : null}
      <SmartLink href={block.button.href} className={styles.button}>
        {block.button.label}
      </SmartLink>
    </section>
  );
}

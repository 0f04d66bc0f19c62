import type { FaqBlock as FaqBlockData } from '../../lib/content/types';
import { PortableTextBody } from './PortableTextBody';
import styles from './blocks.module.css';

export function FaqBlock({ block }: { block: FaqBlockData }) {
  const Question = block.heading ? 'h3' : 'h2';
  return (
    <section className={`${styles.block} ${styles.faq}`}>
      {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
      <dl className={styles.faqList}>
        {block.items.map((item) => (
          <div key={item._key} className={styles.faqItem}>
            <dt>
              <Question className={styles.faqQuestion}>{item.question}</Question>
            </dt>
            <dd className={styles.faqAnswer}>
              <PortableTextBody value={item.answer} headingBase={block.heading ? 4 : 3} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

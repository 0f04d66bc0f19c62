import type { StepsBlock as StepsBlockData } from '../../lib/content/types';
import styles from './blocks.module.css';

export function StepsBlock({ block }: { block: StepsBlockData }) {
  const Title = block.heading ? 'h3' : 'h2';
  return (
    <section className={styles.block}>
      {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
      <ol className={styles.steps}>
        {block.items.map((item, i) => (
          <li key={item._key} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i + 1}
            </span>
            <Title className={styles.stepTitle}>{item.title}</Title>
            <p className={styles.stepBody}>{item.body}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

import type { HeroBlock as HeroBlockData } from '../../lib/content/types';
import { ContentImage } from './ContentImage';
import { ContentButton } from './ContentButton';
import styles from './blocks.module.css';

interface Props {
  block: HeroBlockData;
  /** The first block of a page carries the page's h1 and its image loads eagerly. */
  isFirst?: boolean;
}

export function HeroBlock({ block, isFirst = false }: Props) {
  const Heading = isFirst ? 'h1' : 'h2';
  return (
    <section className={`${styles.block} ${styles.hero}${block.image ? ` ${styles.heroWithImage}` : ''}`}>
      <div className={styles.heroText}>
        <Heading className={styles.heroHeading}>{block.heading}</Heading>
        {block.subheading ? <p className={styles.heroSubheading}>{block.subheading}</p> : null}
        {block.cta ? (
          <ContentButton link={block.cta} className={styles.button} />
        ) : null}
      </div>
      {block.image ? <ContentImage image={block.image} className={styles.heroImage} priority={isFirst} /> : null}
    </section>
  );
}

import type { RichTextBlock as RichTextBlockData } from '../../lib/content/types';
import { PortableTextBody } from './PortableTextBody';
import styles from './blocks.module.css';

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <section className={`${styles.block} ${styles.prose}`}>
      {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
      <PortableTextBody value={block.body} headingBase={block.heading ? 3 : 2} />
    </section>
  );
}

import type { ImageGridBlock as ImageGridBlockData } from '../../lib/content/types';
import { ContentImage } from './ContentImage';
import { SmartLink } from './SmartLink';
import styles from './blocks.module.css';

export function ImageGridBlock({ block }: { block: ImageGridBlockData }) {
  return (
    <section className={styles.block}>
      {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
      <ul className={styles.grid}>
        {block.images.map((image) => {
          const figure = (
            <figure className={styles.figure}>
              <ContentImage image={image} className={styles.gridImage} />
              {image.caption ? <figcaption className={styles.caption}>{image.caption}</figcaption> : null}
            </figure>
          );
          return (
            <li key={image._key} className={styles.gridItem}>
              {image.href ? (
                <SmartLink href={image.href} className={styles.gridLink}>
                  {figure}
                </SmartLink>
              ) : (
                figure
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import type { FeedBlock as FeedBlockData } from '../../lib/content/types';
import { ContentImage } from './ContentImage';
import { SmartLink } from './SmartLink';
import styles from './blocks.module.css';

export function FeedBlock({ block }: { block: FeedBlockData }) {
  const { bio } = block;
  return (
    <section className={styles.block}>
      {block.heading ? <h2 className={styles.blockHeading}>{block.heading}</h2> : null}
      <div className={styles.bio}>
        {bio.image ? <ContentImage image={bio.image} className={styles.avatar} /> : null}
        <div>
          <p className={styles.bioName}>
            {bio.name} <span className={styles.handle}>{bio.handle}</span>
          </p>
          <p className={styles.bioText}>{bio.text}</p>
        </div>
      </div>
      <ul className={styles.grid}>
        {block.posts.map((post) => (
          <li key={post._key} className={styles.gridItem}>
            <figure className={styles.figure}>
              <ContentImage image={post.image} className={styles.gridImage} />
              <figcaption className={styles.caption}>
                <span className={styles.handle}>{post.handle}</span> {post.caption}
              </figcaption>
            </figure>
            {post.href ? (
              <SmartLink href={post.href} className={styles.textLink}>
                Shop the look<span className={styles.visuallyHidden}>: {post.image.alt}</span>
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

import styles from './ScrollingStrip.module.css';

/**
 * The settings' scrolling images as a slowly moving strip (decorative: the images carry no
 * information, so alt is empty). Motion stops for shoppers who prefer reduced motion.
 */
export function ScrollingStrip({ images }: { images: { url: string }[] }) {
  if (images.length === 0) return null;
  const loop = [...images, ...images];
  return (
    <div className={styles.viewport} aria-hidden="true" data-testid="scrolling-images">
      <ul className={styles.track}>
        {loop.map((img, i) => (
          <li key={`${img.url}-${i}`}>
            <img src={img.url} width={200} height={200} alt="" loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useEffect, useRef, type MouseEvent } from 'react';
import { colorImageAlt } from '../../lib/catalog/colorImages';
import type { CatalogImage, ImageKey } from '../../lib/catalog/types';
import { scrollBehavior } from '../../lib/ui/motion';
import styles from './Gallery.module.css';

interface Props {
  images: Partial<Record<ImageKey, CatalogImage>>;
  imageKeys: ImageKey[];
  name: string;
  /** The images in another colour than the base images: their URLs in the gallery's order. */
  colorway?: { color: string; baseColor: string; urls: string[] };
}

/**
 * The item's main images (image1–image4 in the item's key order) in a scroll-snap strip, with
 * thumbnails that are plain anchors (work without JavaScript; with it they scroll smoothly).
 * The first image is the page's LCP element: eager, high fetch priority. The server renders the
 * base colour; choosing another colour swaps the sources in the browser and brings the strip back
 * to the first photo, so the shopper sees the new colour from the front.
 */
export function Gallery({ images, imageKeys, name, colorway }: Props) {
  const strip = useRef<HTMLUListElement>(null);
  const shownColor = colorway?.color ?? '';
  const lastColor = useRef(shownColor);
  useEffect(() => {
    if (lastColor.current === shownColor) return;
    lastColor.current = shownColor;
    const el = strip.current;
    if (!el) return;
    if (typeof el.scrollTo === 'function') el.scrollTo({ left: 0, behavior: scrollBehavior() });
    else el.scrollLeft = 0;
  }, [shownColor]);
  const list = imageKeys
    .map((key) => ({ key, img: images[key] }))
    .filter((x): x is { key: ImageKey; img: CatalogImage } => Boolean(x.img))
    .map(({ key, img }, i) => {
      const url = colorway?.urls[i];
      return { key, img: url && colorway ? { ...img, url, alt: colorImageAlt(img.alt, colorway.baseColor, colorway.color) } : img };
    });
  const jump = (e: MouseEvent<HTMLAnchorElement>, key: string) => {
    const el = document.getElementById(`gallery-${key}`);
    if (!el) return;
    e.preventDefault();
    el.scrollIntoView({ behavior: scrollBehavior(), block: 'nearest', inline: 'start' });
  };
  if (list.length === 0) return <div className={styles.empty} aria-label={`${name}: no photo yet`} role="img" />;
  return (
    <div className={styles.gallery} data-testid="gallery">
      {/* A scrollable region must be reachable by keyboard (arrow keys scroll it once focused). */}
      <ul ref={strip} className={styles.strip} aria-label={`Photos of ${name}`} tabIndex={0}>
        {list.map(({ key, img }, i) => (
          <li key={key} id={`gallery-${key}`} className={styles.slide}>
            <img
              src={img.url}
              width={img.width}
              height={img.height}
              alt={img.alt}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding={i === 0 ? 'sync' : 'async'}
            />
          </li>
        ))}
      </ul>
      {list.length > 1 && (
        <ul className={styles.thumbs} aria-label="Choose a photo">
          {list.map(({ key, img }, i) => (
            <li key={key}>
              <a href={`#gallery-${key}`} onClick={(e) => jump(e, key)} aria-label={`Photo ${i + 1} of ${list.length}`}>
                <img src={img.url} width={80} height={Math.round((80 * img.height) / img.width)} alt="" loading="lazy" decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

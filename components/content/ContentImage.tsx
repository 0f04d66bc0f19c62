import type { ContentImage as ContentImageData } from '../../lib/content/types';

interface Props {
  image: ContentImageData;
  className?: string;
  /** Above-the-fold images (the first hero) load eagerly with high priority. */
  priority?: boolean;
}

/** A CMS image: plain <img> with intrinsic size (no layout shift), lazy unless `priority`. */
export function ContentImage({ image, className, priority = false }: Props) {
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

import { Seo } from '../../seo/Seo';
import { useBrand } from '../../../lib/brand/context';

interface Props {
  /** The page's own title; the store name is appended. */
  title: string;
  description?: string;
  /** The visible path of the page (BrandPageProps.path). */
  path: string;
  /** Forces noindex (e.g. a CMS page marked noindex); a page whose route is noindex gets it anyway. */
  noindex?: boolean;
  /** Canonical path when it differs from `path` (aliases such as /track_package, ?page=N listings). */
  canonicalPath?: string;
  image?: { url: string; width?: number; height?: number; alt?: string } | null;
}

/** Head tags of a public page through the shared Seo component (title, description, canonical, OG, robots). */
export function PageMeta({ title, description, path, noindex = false, canonicalPath, image }: Props) {
  const { brand, routeNoindex = false } = useBrand();
  return <Seo brand={brand} path={canonicalPath ?? path} title={title} description={description} noindex={noindex || routeNoindex} image={image} />;
}

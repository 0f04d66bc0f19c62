/**
 * Server-side loaders for content routes (used only inside getServerSideProps, so the CMS client
 * never reaches the browser bundle).
 */
import type { GetServerSidePropsResult } from 'next';
import { getContentPage, getLanding } from '../../../lib/content/pages';
import { contentPath } from '../../../lib/content/queries';
import type { ContentPage, LandingKind } from '../../../lib/content/types';
import type { BrandPageContext } from '../../../lib/page/brandPage';

export interface ContentProps {
  page: ContentPage;
}

/** The CMS page with this slug, or a real 404. */
export async function loadContent(ctx: BrandPageContext, slug: string): Promise<GetServerSidePropsResult<ContentProps>> {
  const page = await getContentPage(ctx.brand.id, slug);
  return page ? { props: { page } } : { notFound: true };
}

/**
 * Routes that exist once per brand family (store policies, VIP rejoin invitations): the slug asked
 * for when this brand has it, else a temporary redirect to the first alternative it has, else to
 * `fallback`.
 */
export async function loadContentOrAlternative(
  ctx: BrandPageContext,
  slug: string,
  alternatives: string[],
  fallback: string,
): Promise<GetServerSidePropsResult<ContentProps>> {
  const page = await getContentPage(ctx.brand.id, slug);
  if (page) return { props: { page } };
  for (const alt of alternatives) {
    if (await getContentPage(ctx.brand.id, alt)) return { redirect: { destination: contentPath(alt), permanent: false } };
  }
  return { redirect: { destination: fallback, permanent: false } };
}

/** A landing document of the given kind by its id from the URL, or a real 404. */
export async function loadLanding(ctx: BrandPageContext, kind: LandingKind): Promise<GetServerSidePropsResult<ContentProps>> {
  const id = String(ctx.params?.id ?? '');
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/.test(id)) return { notFound: true };
  const page = await getLanding(ctx.brand.id, id, kind);
  return page ? { props: { page } } : { notFound: true };
}

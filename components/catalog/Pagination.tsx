import { listingHref } from '../../lib/catalog/query';
import type { AppliedQuery } from '../../lib/catalog/types';
import { Pagination as Pages } from '../ui/Pagination';

interface Props {
  path: string;
  applied: AppliedQuery;
  pageCount: number;
}

/** A listing's pages (category, group, search results): each link keeps the filters and sort. */
export function Pagination({ path, applied, pageCount }: Props) {
  return <Pages page={applied.page} pageCount={pageCount} href={(page) => listingHref(path, { ...applied, page })} label="Pages" />;
}

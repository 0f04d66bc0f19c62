/** A paged list's link: page 1 is the bare path, later pages add ?page=N. */
export function pagedHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Up to `size` consecutive page numbers around `page`, kept inside 1..pageCount. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  const from = Math.max(1, Math.min(page - Math.floor(size / 2), pageCount - size + 1));
  const to = Math.min(pageCount, from + size - 1);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/** The previous in-app path: the last entry of the history buffer that is not the current page. */
export function referrerFrom(buffer: readonly string[], current: string): string | undefined {
  const list = [...buffer];
  while (list.length && list[list.length - 1] === current) list.pop();
  return list[list.length - 1];
}

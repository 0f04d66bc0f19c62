/** Opens a page with a full load (a suggestion chosen from the list). Its own module so tests can watch it. */
export function openPage(href: string): void {
  window.location.assign(href);
}

/**
 * A closed page (the back office's, lib/admin/page.ts) records itself on its response; _document's
 * policy (responsePolicy.ts) then allows images only from this origin and no framing at all, on top
 * of the nonce policy every page gets. Only pages that show no shop photos may be closed.
 */
const closed = new WeakSet<object>();

export function closePage(res: object): void {
  closed.add(res);
}

export function isClosedPage(res: object | undefined): boolean {
  return Boolean(res && closed.has(res));
}

/** The members' page of VIP-only styles (pages/vip_exclusives.tsx), the one the menus link to. */
export const VIP_EXCLUSIVES_PATH = '/vip_exclusives';

/**
 * The canonical path of a category's listing. A VIP-only category lists the styles /vip_exclusives
 * shows members under the same name, so search gets that one page for them instead of two.
 */
export function categoryCanonicalPath(category: { path: string; vipOnly: boolean }): string {
  return category.vipOnly ? VIP_EXCLUSIVES_PATH : category.path;
}

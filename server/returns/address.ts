import type { Brand } from '../../brands/types';

/**
 * Where returns go, per brand (shop data; the prepaid label's "to"). All four brands ship from and
 * take returns at the same warehouse.
 */
export function returnAddress(brand: Pick<Brand, 'storeName'>): string[] {
  return [`${brand.storeName} Returns`, '1200 Commerce Way, Dock 4', 'Reno, NV 89502', 'United States'];
}

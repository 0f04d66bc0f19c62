import { ADDITIONAL_IMAGE_TYPES, type AdditionalImageType, type AspectClass } from './types';

/**
 * Which additional image types an item shows, by its aspect class (the item's photography style):
 * - portrait (default; garments shot on a model): model, instagram, customer. Pocket close-ups
 *   are cropped for square tiles and look wrong beside tall shots, so they are left out.
 * - square (flat-lay products: underwear packs, accessories): pocket, instagram, customer. There
 *   are no on-model shots worth showing beside flat-lays.
 * - landscape (wide set shots): every type.
 * The order is the display order of the sections on the item page.
 */
const BY_ASPECT: Record<AspectClass, readonly AdditionalImageType[]> = {
  portrait: ['model', 'instagram', 'customer'],
  square: ['pocket', 'instagram', 'customer'],
  landscape: ['model', 'pocket', 'instagram', 'customer'],
};

/** Normalises a stored aspect class; unknown values are 'portrait'. */
export function toAspectClass(value: string | null | undefined): AspectClass {
  const v = String(value ?? '').trim().toLowerCase();
  return v === 'square' || v === 'landscape' ? v : 'portrait';
}

export function additionalTypesFor(aspect: string | null | undefined): readonly AdditionalImageType[] {
  return BY_ASPECT[toAspectClass(aspect)];
}

export function isAdditionalImageType(kind: string): kind is AdditionalImageType {
  return (ADDITIONAL_IMAGE_TYPES as readonly string[]).includes(kind);
}

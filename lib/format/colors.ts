/** Colour names from a combined colour such as "Black/Pink - Grey" (spec: split on - or /). */
export function splitColors(value: string | null | undefined): string[] {
  return String(value ?? '')
    .split(/[-/]/)
    .map((c) => c.trim())
    .filter(Boolean);
}

/** A combined colour as the shop shows it everywhere: "Mustard-Charcoal" → "Mustard / Charcoal" (as given when nothing splits). */
export function colorLabel(value: string | null | undefined): string {
  return splitColors(value).join(' / ') || String(value ?? '').trim();
}

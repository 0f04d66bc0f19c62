/** Colour names from a combined colour such as "Black/Pink - Grey" (spec: split on - or /). */
export function splitColors(value: string | null | undefined): string[] {
  return String(value ?? '')
    .split(/[-/]/)
    .map((c) => c.trim())
    .filter(Boolean);
}

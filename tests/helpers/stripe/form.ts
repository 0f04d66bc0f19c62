/** A form value as Stripe reads one: a string, or nested objects and arrays from `a[b][0]=c` keys. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Parses an `application/x-www-form-urlencoded` body the way Stripe's API reads the official
 * libraries' encoding (`payment_method_types[0]=card&metadata[order]=12&expand[]=latest_charge`):
 * brackets make objects, numeric or empty brackets make arrays.
 */
export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const head = rawKey.match(/^[^[]+/)?.[0];
    if (!head) continue;
    const path = [head, ...[...rawKey.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const key = path[i];
      const last = i === path.length - 1;
      const nextIsArray = !last && /^\d*$/.test(path[i + 1]);
      if (Array.isArray(node)) {
        const index = key === '' ? node.length : Number(key);
        if (last) node[index] = value;
        else node = (node[index] ??= nextIsArray ? [] : {}) as FormObject | FormValue[];
      } else if (last) {
        node[key] = value;
      } else {
        node = (node[key] ??= nextIsArray ? [] : {}) as FormObject | FormValue[];
      }
    }
  }
  return root;
}

/** A field as text ('' when absent or not text). */
export const text = (o: FormObject | undefined, key: string): string => {
  const v = o?.[key];
  return typeof v === 'string' ? v : '';
};

/** A nested object field ({} when absent). */
export const obj = (o: FormObject | undefined, key: string): FormObject => {
  const v = o?.[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
};

/** An array of strings ([] when absent). */
export const list = (o: FormObject | undefined, key: string): string[] => {
  const v = o?.[key];
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (v && typeof v === 'object') return Object.values(v).filter((x): x is string => typeof x === 'string');
  return typeof v === 'string' ? [v] : [];
};

export const bool = (o: FormObject | undefined, key: string): boolean => text(o, key) === 'true';

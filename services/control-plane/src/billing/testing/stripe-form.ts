/** A form or query value as Stripe's clients encode it: `items[0][price]=p&metadata[teamId]=t`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Decodes an application/x-www-form-urlencoded body (or a query string) with Stripe's bracket
 * notation into nested objects; numeric segments make arrays.
 */
export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, FormValue> | FormValue[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const slot = node as Record<string, FormValue>;
      if (last) {
        slot[segment] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]);
      slot[segment] ??= nextIsIndex ? [] : {};
      node = slot[segment] as Record<string, FormValue> | FormValue[];
    });
  }
  return root;
}

/** Reads a nested record of a parsed form, or an empty one. */
export function record(value: FormValue | undefined): Record<string, FormValue> {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** Reads a parsed form's array (bracket indexes), or an empty one. */
export function list(value: FormValue | undefined): Record<string, FormValue>[] {
  if (Array.isArray(value)) return value.map(record);
  return value && typeof value === 'object' ? Object.values(value).map(record) : [];
}

/** Reads a parsed form's string, or undefined. */
export function str(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A parsed form's metadata as Stripe stores it: strings only. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(record(value))) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}

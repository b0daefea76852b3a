/**
 * A colour read from a file as Fieldnote keeps it ("#rrggbb"): "#RGB" and "#RRGGBB" of either case,
 * with or without the "#" some tools leave out; null for anything else.
 */
export function importedColour(raw: string | null | undefined): string | null {
  const value = (raw ?? '').trim().replace(/^#/, '');
  if (/^[0-9a-fA-F]{6}$/.test(value)) return `#${value.toLowerCase()}`;
  if (/^[0-9a-fA-F]{3}$/.test(value)) return `#${[...value.toLowerCase()].map((ch) => ch + ch).join('')}`;
  return null;
}

/** A Fieldnote colour as the schema's RGBType ("#RRGGBB"), or null when it is not a colour. */
export function exportedColour(colour: string | null | undefined): string | null {
  const value = importedColour(colour);
  return value === null ? null : value.toUpperCase();
}

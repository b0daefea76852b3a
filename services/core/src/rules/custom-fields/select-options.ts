import { randomUUID } from 'node:crypto';
import { CUSTOM_FIELD_LIMITS } from './custom-field-limits';

/** Spec 000 §3: a select option: id (uuid), label, colour (hex), optional displayLabel. */
export interface SelectOption {
  id: string;
  label: string;
  color: string;
  displayLabel?: string | null;
}

/** An option as a person or an import proposes it, before parsing. */
export interface OptionDraft {
  label: string;
  color?: string | null;
}

// Twelve distinct, readable colours: a label always lands on the same one.
const OPTION_PALETTE = [
  '#e57373',
  '#f06292',
  '#ba68c8',
  '#9575cd',
  '#7986cb',
  '#64b5f6',
  '#4dd0e1',
  '#4db6ac',
  '#81c784',
  '#dce775',
  '#ffb74d',
  '#a1887f',
] as const;

const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/**
 * Spec 000 §5: colours accept 3- or 6-digit hex with or without a hash. Returns the colour as
 * '#rrggbb' in lower case (3 digits expanded), or null when it is not such a colour.
 */
export function normalizeHexColor(value: string): string | null {
  const match = HEX.exec(value.trim());
  if (!match) return null;
  const digits = (match[1] as string).toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits}`;
}

/** Spec 000 §5: an option's colour derived from its label (the same label, any case, same colour). */
export function colorForLabel(label: string): string {
  // FNV-1a over the lower-cased label: stable across processes and releases.
  let hash = 0x811c9dc5;
  for (const char of label.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) as number;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return OPTION_PALETTE[hash % OPTION_PALETTE.length] as string;
}

/** Spec 000 §5: a label trimmed and cut to 50 characters; empty when nothing is left. */
export function cleanOptionLabel(label: string): string {
  return [...label.trim()].slice(0, CUSTOM_FIELD_LIMITS.optionLabel).join('').trim();
}

/** The key labels are compared by: spec 000 §5 de-duplicates case-insensitively. */
export function optionLabelKey(label: string): string {
  return label.toLocaleLowerCase('en');
}

/**
 * Spec 000 §5 parse: labels trimmed and cut to 50, empty ones dropped, duplicates (ignoring case)
 * dropped keeping the first, at most 750 options kept, colour taken when it is a 3- or 6-digit
 * hex (with or without '#') and derived from the label otherwise.
 */
export function parseSelectOptions(drafts: readonly OptionDraft[]): SelectOption[] {
  const seen = new Set<string>();
  const options: SelectOption[] = [];
  for (const draft of drafts) {
    if (options.length >= CUSTOM_FIELD_LIMITS.optionsPerParse) break;
    const label = cleanOptionLabel(draft.label);
    const key = optionLabelKey(label);
    if (label.length === 0 || seen.has(key)) continue;
    seen.add(key);
    const color = (draft.color != null ? normalizeHexColor(draft.color) : null) ?? colorForLabel(label);
    options.push({ id: randomUUID(), label, color });
  }
  return options;
}

/** Spec 000 §5: an option list import splits on semicolons. */
export function splitOptionImport(text: string): OptionDraft[] {
  return text.split(';').map((label) => ({ label }));
}

/**
 * Spec 000 §5 merge: every existing option stays as it is (id, label, colour); an incoming option
 * is added only when no existing option has its label, ignoring case.
 */
export function mergeSelectOptions(
  existing: readonly SelectOption[],
  incoming: readonly SelectOption[],
): SelectOption[] {
  const labels = new Set(existing.map((o) => optionLabelKey(o.label)));
  const merged = [...existing];
  for (const option of incoming) {
    const key = optionLabelKey(option.label);
    if (labels.has(key)) continue;
    labels.add(key);
    merged.push(option);
  }
  return merged;
}

/** Spec 000 §5: exactly one option gives max selectable 1, otherwise 100. */
export function maxSelectableFor(optionCount: number): number {
  return optionCount === 1 ? CUSTOM_FIELD_LIMITS.maxSelectableSingle : CUSTOM_FIELD_LIMITS.maxSelectableMany;
}

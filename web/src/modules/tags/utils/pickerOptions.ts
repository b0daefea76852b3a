/** One line of the tag picker: an existing tag, or the offer to create one with the typed name. */
export type PickerOption<T extends PickableTag = PickableTag> =
  { kind: 'tag'; tag: T } | { kind: 'create'; title: string };

/** What the picker needs of a tag (kept free of imports so the unit test can load this file alone). */
export interface PickableTag {
  title: string;
}

/**
 * The picker's lines for `query`: matching tags (names starting with it first), then "create" when
 * no tag has exactly that name (ignoring case).
 */
export function pickerOptions<T extends PickableTag>(tags: T[], query: string): PickerOption<T>[] {
  const wanted = query.trim().toLowerCase();
  const matches = tags
    .filter((t) => t.title.toLowerCase().includes(wanted))
    .sort((a, b) => {
      const aStarts = a.title.toLowerCase().startsWith(wanted) ? 0 : 1;
      const bStarts = b.title.toLowerCase().startsWith(wanted) ? 0 : 1;
      return aStarts - bStarts || a.title.localeCompare(b.title);
    });
  const options: PickerOption<T>[] = matches.map((tag) => ({ kind: 'tag', tag }));
  if (wanted && !tags.some((t) => t.title.toLowerCase() === wanted))
    options.push({ kind: 'create', title: query.trim() });
  return options;
}

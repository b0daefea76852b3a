/** How a field is named in a message: at the start of a sentence and inside one. */
export interface FieldLabel {
  sentence: string;
  inline: string;
}

/** Field names that read better as a phrase than word by word. */
const LABELS: Record<string, string> = {
  content: 'the content',
  contentJson: 'the document',
};

/** Words of a field name that are written differently in prose. */
const WORDS: Record<string, string> = {
  id: 'ID',
  ids: 'IDs',
  url: 'URL',
  urls: 'URLs',
  json: 'JSON',
  nps: 'NPS',
  email: 'e-mail address',
  emails: 'e-mail addresses',
};

/**
 * The label of an input field for a person, from its GraphQL name: `newPassword` → "New password",
 * `personIds` → "Person IDs". `path` is where the field sits (`rows.0.name`); list positions are
 * skipped, so an item's field is named by its own name.
 */
export function fieldLabel(path: string): FieldLabel {
  const name = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .at(-1);
  const phrase = LABELS[name ?? ''] ?? wordsOf(name ?? 'value');
  return { sentence: phrase.charAt(0).toUpperCase() + phrase.slice(1), inline: phrase };
}

function wordsOf(name: string): string {
  return name
    .split(/(?=[A-Z])|_/)
    .filter(Boolean)
    .map((word) => WORDS[word.toLowerCase()] ?? word.toLowerCase())
    .join(' ');
}

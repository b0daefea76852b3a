/** `text` cut to `max` characters with an ellipsis, for axis and slice labels (full text in tooltips). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

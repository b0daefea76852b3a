/**
 * An axis label in at most `lines` lines of `width` characters, broken between words (a word longer
 * than a line is cut); what does not fit ends the last line with "…". Two lines side by side under
 * the bars keep "Pricing page feedback" whole where one line cut it to "Pricing pag…".
 */
export function wrapLabel(text: string, width: number, lines = 2): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let current = '';
  let rest = 0;
  for (; rest < words.length; rest += 1) {
    const word = words[rest] as string;
    const joined = current ? `${current} ${word}` : word;
    if (joined.length <= width) {
      current = joined;
      continue;
    }
    if (current) out.push(current);
    if (out.length === lines) break;
    current = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (word.length > width) {
      out.push(current);
      current = '';
      if (out.length === lines) {
        rest += 1;
        break;
      }
    }
  }
  if (current && out.length < lines) {
    out.push(current);
    current = '';
  }
  const cut = rest < words.length || current !== '';
  if (cut && out.length > 0) {
    const last = out[out.length - 1] as string;
    if (!last.endsWith('…')) out[out.length - 1] = `${last.slice(0, Math.max(0, width - 1))}…`;
  }
  return out;
}

/** A member as the mention picker offers them. */
export interface MentionMember {
  id: string;
  name: string;
}

const MARKUP = /@\[([^\]\n]{1,100})\]\(([0-9a-f-]{36})\)/gi;

/**
 * The composer shows a mention as `@Name`; the server stores `@[Name](memberId)`. This turns the
 * typed text back into markup for each member chosen in the picker whose `@Name` is still there.
 */
export function toMarkup(text: string, chosen: readonly MentionMember[]): string {
  if (chosen.length === 0) return text;
  // Longest names first, so "@Ana Maria" is not taken for "@Ana"; one pass, so nothing nests.
  const members = [...chosen].sort((a, b) => b.name.length - a.name.length);
  const pattern = new RegExp(`@(${members.map((m) => escapeRegExp(m.name)).join('|')})`, 'g');
  return text.replace(pattern, (_all, name: string) => {
    const member = members.find((m) => m.name === name)!;
    return `@[${member.name}](${member.id})`;
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Markup back to what the composer shows, with the members it mentions. */
export function fromMarkup(body: string): { text: string; chosen: MentionMember[] } {
  const chosen: MentionMember[] = [];
  const text = body.replace(MARKUP, (_all, name: string, id: string) => {
    if (!chosen.some((m) => m.id === id)) chosen.push({ id, name });
    return `@${name}`;
  });
  return { text, chosen };
}

/** A comment body cut into plain text and mentions, for display. */
export function bodyParts(body: string): ({ text: string } | { mention: MentionMember })[] {
  const parts: ({ text: string } | { mention: MentionMember })[] = [];
  let last = 0;
  for (const match of body.matchAll(MARKUP)) {
    if (match.index > last) parts.push({ text: body.slice(last, match.index) });
    parts.push({ mention: { name: match[1]!, id: match[2]! } });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/** The `@query` being typed just before the caret, or null when the caret is not in a mention. */
export function mentionQueryAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** A word or "phrase" of a topic's query, maybe one it leaves out (`-word`). */
export interface TopicQueryTerm {
  kind: 'term';
  text: string;
  phrase: boolean;
  excluded: boolean;
}

/** A piece of a topic's query as it reads: a term, or what joins two (`or`, or side by side: `and`). */
export type TopicQueryPart = TopicQueryTerm | { kind: 'or' } | { kind: 'and' };

/** A quoted phrase (maybe after `-`, maybe never closed), or a run of other characters. */
const TOKEN = /(-)?"([^"]*)"?|(\S+)/g;
/** The server matches words: a term without a letter or digit (a lone `-`, `&`) matches nothing. */
const WORDY = /[\p{L}\p{N}]/u;

/**
 * A topic's query split as PostgreSQL's websearch_to_tsquery reads it, to show it as words rather
 * than syntax: terms side by side must all be there (an `and` between them), `or` joins
 * alternatives, a leading `-` leaves a term out. An `or` with no term on one side, and a term with no
 * word in it, are dropped, as the server ignores them.
 */
export function topicQueryParts(query: string): TopicQueryPart[] {
  const parts: TopicQueryPart[] = [];
  let pendingOr = false;
  for (const match of query.matchAll(TOKEN)) {
    const [, minus, phrase, word] = match;
    let term: TopicQueryTerm | null = null;
    if (phrase !== undefined) {
      const text = phrase.trim().replace(/\s+/g, ' ');
      if (text) term = { kind: 'term', text, phrase: true, excluded: minus === '-' };
    } else if (word !== undefined) {
      if (word.toLowerCase() === 'or') {
        pendingOr = parts.length > 0;
        continue;
      }
      const excluded = word.length > 1 && word.startsWith('-');
      term = { kind: 'term', text: excluded ? word.slice(1) : word, phrase: false, excluded };
    }
    if (!term || !WORDY.test(term.text)) continue;
    if (parts.length > 0) parts.push({ kind: pendingOr ? 'or' : 'and' });
    parts.push(term);
    pendingOr = false;
  }
  return parts;
}

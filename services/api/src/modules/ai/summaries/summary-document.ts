import { MAX_LENGTH } from '@fieldnote/core';

/** A labelled group of a section: a question with its answers, a theme with its sentences, or plain sentences. */
export interface SummaryGroup {
  label: string | null;
  sentences: string[];
}

/** One section of a summary: its template heading, then its groups, or its silence text. */
export interface SummarySection {
  heading: string;
  groups: SummaryGroup[];
  /** Set when the note did not cover the section: what it says instead. */
  silence: string | null;
}

/**
 * The summary as stored and shown: Markdown-like plain text, a `## ` line per section heading,
 * `### ` per group label and `- ` per sentence; a silent section is its silence text in italics
 * (`_…_`). Sections are dropped from the end of the longest one until it fits the spec's 10240
 * characters (spec 000 §9), so a long note never yields a refused summary.
 */
export function renderSummary(sections: SummarySection[], limit = MAX_LENGTH.noteSummary): string {
  const render = (): string =>
    sections
      .map((s) =>
        [
          `## ${s.heading}`,
          ...(s.silence !== null
            ? [`_${s.silence}_`]
            : s.groups.flatMap((g) => [
                ...(g.label ? [`### ${g.label}`] : []),
                ...g.sentences.map((t) => `- ${t}`),
              ])),
        ].join('\n'),
      )
      .join('\n\n');
  let text = render();
  while (text.length > limit) {
    const longest = sections
      .flatMap((s) => s.groups)
      .filter((g) => g.sentences.length > 0 || g.label)
      .sort((a, b) => weight(b) - weight(a))[0];
    if (!longest) return text.slice(0, limit);
    if (longest.sentences.length > 0) longest.sentences.pop();
    else longest.label = null;
    for (const s of sections) s.groups = s.groups.filter((g) => g.label || g.sentences.length > 0);
    text = render();
  }
  return text;
}

const weight = (g: SummaryGroup): number =>
  g.sentences.reduce((n, s) => n + s.length, 0) + (g.label?.length ?? 0);

import { verifyQuote } from '../ask/quote-verifier';

/** Text between straight or curly double quotes, at least three words long (shorter ones are phrases). */
const QUOTED = /["“]([^"“”]+)["”]/g;

/**
 * A model's summary with only verified quotes (issue 34: "every quote is verifiably in the data"):
 * each line quoting something (in double quotes) that none of `sources` contains, verbatim or
 * aligned above the verifier's threshold, is dropped whole, so no invented quote is ever shown. A
 * heading (`## `, `### `) whose every line was dropped so is dropped too, so the summary never shows
 * a question or section with nothing under it that the model did write something for.
 */
export function keepVerifiedQuotes(summary: string, sources: readonly string[]): string {
  const lines = summary.split('\n');
  const verified = lines.map((line) =>
    [...line.matchAll(QUOTED)]
      .map((m) => m[1]!.trim())
      .filter((quote) => quote.split(/\s+/).length >= 3)
      .every((quote) => sources.some((source) => verifyQuote(source, quote) !== null)),
  );
  const level = (line: string): number => /^(#{1,6}) /.exec(line)?.[1]!.length ?? 0;
  return lines
    .filter((line, i) => {
      if (!verified[i]) return false;
      const own = level(line);
      if (own === 0) return true;
      // The heading's lines: up to the next heading of its level or above (sub-headings included).
      let kept = 0;
      let dropped = 0;
      for (let j = i + 1; j < lines.length && !(level(lines[j]!) > 0 && level(lines[j]!) <= own); j++) {
        if (level(lines[j]!) > 0 || !lines[j]!.trim()) continue;
        if (verified[j]) kept++;
        else dropped++;
      }
      return kept > 0 || dropped === 0;
    })
    .join('\n');
}

import { verifyQuote } from '../ask/quote-verifier';

/** Text between straight or curly double quotes, at least three words long (shorter ones are phrases). */
const QUOTED = /["“]([^"“”]+)["”]/g;

/**
 * A model's summary with only verified quotes (issue 34: "every quote is verifiably in the data"):
 * each line quoting something (in double quotes) that none of `sources` contains, verbatim or
 * aligned above the verifier's threshold, is dropped whole, so no invented quote is ever shown.
 */
export function keepVerifiedQuotes(summary: string, sources: readonly string[]): string {
  return summary
    .split('\n')
    .filter((line) =>
      [...line.matchAll(QUOTED)]
        .map((m) => m[1]!.trim())
        .filter((quote) => quote.split(/\s+/).length >= 3)
        .every((quote) => sources.some((source) => verifyQuote(source, quote) !== null)),
    )
    .join('\n');
}

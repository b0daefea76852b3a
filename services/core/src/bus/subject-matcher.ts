const TOKEN = /^[^\s.*>]+$/;

/** A concrete subject (what events are published on): dot-separated, non-empty tokens, no wildcards. */
export function isValidSubject(subject: string): boolean {
  return subject.length > 0 && subject.split('.').every((token) => TOKEN.test(token));
}

/** A subscription filter: like a subject, but `*` may stand for a token and `>` may end it. */
export function isValidSubjectFilter(filter: string): boolean {
  if (filter.length === 0) return false;
  const tokens = filter.split('.');
  return tokens.every(
    (token, index) => token === '*' || (token === '>' && index === tokens.length - 1) || TOKEN.test(token),
  );
}

/** NATS matching rules (`*` is exactly one token, `>` one or more trailing tokens), so the in-process bus agrees with JetStream. */
export function subjectMatches(filter: string, subject: string): boolean {
  const filterTokens = filter.split('.');
  const subjectTokens = subject.split('.');
  for (let i = 0; i < filterTokens.length; i++) {
    const token = filterTokens[i];
    if (token === '>') return i === filterTokens.length - 1 && subjectTokens.length > i;
    if (i >= subjectTokens.length) return false;
    if (token !== '*' && token !== subjectTokens[i]) return false;
  }
  return filterTokens.length === subjectTokens.length;
}

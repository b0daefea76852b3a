/** Spec 001 §5: lengths maximum 63, minimum 4, suggested 30; the accepted form is at most 50. */
export const SUBDOMAIN_MIN_LENGTH = 4;
export const SUBDOMAIN_MAX_LENGTH = 63;
export const SUBDOMAIN_FORM_MAX_LENGTH = 50;
export const SUBDOMAIN_SUGGESTED_LENGTH = 30;

const SUBDOMAIN_FORM = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;

/**
 * Words no workspace may start with: our own hosts and generic names (spec 001 §5 leaves the
 * lists to us). Checked against the first hyphen part.
 */
export const RESERVED_SUBDOMAIN_WORDS: ReadonlySet<string> = new Set([
  'admin',
  'api',
  'app',
  'apps',
  'assets',
  'auth',
  'billing',
  'blog',
  'cdn',
  'console',
  'control',
  'dashboard',
  'dev',
  'docs',
  'email',
  'embed',
  'fieldnote',
  'files',
  'ftp',
  'global',
  'graphql',
  'help',
  'images',
  'internal',
  'login',
  'mail',
  'metrics',
  'ns1',
  'ns2',
  'operator',
  'ping',
  'public',
  'recruit',
  'root',
  'scim',
  'security',
  'signup',
  'smtp',
  'sso',
  'staging',
  'static',
  'status',
  'support',
  'system',
  'team',
  'test',
  'www',
]);

/** Words no hyphen part of a subdomain may be (the profanity and banned list, kept short and plain). */
export const BANNED_SUBDOMAIN_WORDS: ReadonlySet<string> = new Set([
  'abuse',
  'asshole',
  'bitch',
  'cunt',
  'fuck',
  'fucker',
  'nazi',
  'nigger',
  'phishing',
  'porn',
  'shit',
  'slut',
  'whore',
]);

/**
 * Why `value` cannot be a subdomain, in words, or null when it can (form, length, reserved and
 * banned words; whether it is taken is the caller's check).
 */
export function subdomainProblem(value: string): string | null {
  if (value.length < SUBDOMAIN_MIN_LENGTH)
    return `A subdomain must be at least ${SUBDOMAIN_MIN_LENGTH} characters long.`;
  if (value.length > SUBDOMAIN_FORM_MAX_LENGTH)
    return `A subdomain can be at most ${SUBDOMAIN_FORM_MAX_LENGTH} characters long.`;
  if (!SUBDOMAIN_FORM.test(value))
    return 'A subdomain may contain only lowercase letters, digits and hyphens, and must start and end with a letter or digit.';
  const parts = value.split('-');
  if (parts.some((part) => BANNED_SUBDOMAIN_WORDS.has(part)))
    return 'That subdomain is not allowed. Please choose another.';
  if (RESERVED_SUBDOMAIN_WORDS.has(parts[0]))
    return `"${parts[0]}" is reserved. Please choose another subdomain.`;
  return null;
}

/**
 * Spec 001 §5 naming rules, to suggest a subdomain from a team name: lowercased, whitespace becomes
 * a hyphen, only a-z, 0-9, / and - kept, leading and trailing hyphens removed, repeated hyphens
 * collapsed, cut at a word boundary to 30 characters.
 */
export function slugifySubdomain(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9/-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= SUBDOMAIN_SUGGESTED_LENGTH) return slug;
  const cut = slug.slice(0, SUBDOMAIN_SUGGESTED_LENGTH + 1);
  const boundary = cut.lastIndexOf('-');
  return (boundary > 0 ? cut.slice(0, boundary) : slug.slice(0, SUBDOMAIN_SUGGESTED_LENGTH)).replace(
    /-+$/g,
    '',
  );
}

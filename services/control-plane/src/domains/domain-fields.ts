import { AppError } from '@fieldnote/core';

/** Spec 001 §5: organisation domains are kept in at most this many metadata fields… */
export const DOMAIN_FIELD_COUNT = 5;
/** …of at most this many characters each, the domains comma-joined. */
export const DOMAIN_FIELD_SIZE = 250;
/** Spec 001 §9 message when the domains do not fit. */
export const TOO_MANY_DOMAINS_MESSAGE =
  'Too many domains to fit in Auth0 organization metadata. Maximum 5 fields available.';

/**
 * The organisation metadata's domain fields (spec 001 §3 "up to five domain fields"): the domains
 * in order, comma-joined, a new field started when the next one would pass 250 characters. Throws
 * BAD_USER_INPUT with the spec's message when they need more than five fields.
 */
export function domainFields(domains: readonly string[]): string[] {
  const fields: string[] = [];
  for (const domain of domains) {
    const last = fields.at(-1);
    if (last !== undefined && last.length + 1 + domain.length <= DOMAIN_FIELD_SIZE)
      fields[fields.length - 1] = `${last},${domain}`;
    else if (domain.length <= DOMAIN_FIELD_SIZE && fields.length < DOMAIN_FIELD_COUNT) fields.push(domain);
    else throw AppError.badInput(TOO_MANY_DOMAINS_MESSAGE, { field: 'domain' });
  }
  return fields;
}

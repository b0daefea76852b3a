import { AppError } from '@fieldnote/core';
import { DOMAIN_FIELD_SIZE } from './domain-fields';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * An e-mail domain as a manager types it (`Example.COM.`, `@example.com`), lowercased, or
 * BAD_USER_INPUT: at least two DNS labels, letters, digits and hyphens (punycode for others), a top
 * level that is not all digits, at most 250 characters (one domain field).
 */
export function parseDomain(raw: string): string {
  const domain = raw.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  if (domain.length > DOMAIN_FIELD_SIZE)
    throw AppError.badInput(`A domain has at most ${DOMAIN_FIELD_SIZE} characters.`, { field: 'domain' });
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels.at(-1)!))
    throw AppError.badInput(
      'Enter an e-mail domain such as example.com (letters, digits and hyphens; punycode for other letters).',
      { field: 'domain' },
    );
  return domain;
}

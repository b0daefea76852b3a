import { DOMParser } from '@xmldom/xmldom';
import type { Profile } from '@node-saml/node-saml';

/** What the SP checks itself, beyond node-saml: read from the assertion node-saml verified. */
export interface AssertionFacts {
  /** The assertion's ID (replay protection). */
  id: string | null;
  /** The Recipient of each bearer SubjectConfirmationData: each must be the ACS URL. */
  recipients: string[];
  /** The earliest NotOnOrAfter of the conditions and the subject confirmations. */
  notOnOrAfter: Date | null;
  /** The Response's Destination, when it has one. */
  destination: string | null;
}

type Node = { $?: Record<string, string> } & Record<string, unknown>;

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/**
 * Reads the facts of a validated profile. `getAssertion()` is the signed assertion as node-saml
 * parsed it (xml2js, namespace prefixes stripped); the Destination comes from the response itself.
 */
export function readAssertion(profile: Profile): AssertionFacts {
  const root = profile.getAssertion?.() as { Assertion?: Node } | undefined;
  const assertion = root?.Assertion;
  const subject = children(assertion, 'Subject')[0];
  const confirmations = children(subject, 'SubjectConfirmation').filter(
    (c) => (c.$?.Method ?? BEARER) === BEARER,
  );
  const data = confirmations.flatMap((c) => children(c, 'SubjectConfirmationData'));
  const times = [
    ...children(assertion, 'Conditions').map((c) => c.$?.NotOnOrAfter),
    ...data.map((d) => d.$?.NotOnOrAfter),
  ]
    .filter((t): t is string => typeof t === 'string')
    .map((t) => new Date(t).getTime())
    .filter((t) => Number.isFinite(t));
  return {
    id: assertion?.$?.ID ?? null,
    recipients: data.map((d) => d.$?.Recipient ?? ''),
    notOnOrAfter: times.length ? new Date(Math.min(...times)) : null,
    destination: destinationOf(profile.getSamlResponseXml?.()),
  };
}

function children(node: Node | undefined, name: string): Node[] {
  const value = node?.[name];
  return Array.isArray(value) ? (value as Node[]) : [];
}

function destinationOf(xml: string | undefined): string | null {
  if (!xml) return null;
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  return doc.documentElement?.getAttribute('Destination') || null;
}

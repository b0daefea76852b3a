import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { AppError } from '@fieldnote/core';
import { isLoopbackIssuer } from './oidc-discovery';
import { SAML_BINDING_URI, SamlBinding } from './saml-connection';

const MD = 'urn:oasis:names:tc:SAML:2.0:metadata';
const DS = 'http://www.w3.org/2000/09/xmldsig#';
const REDIRECT_BINDING = 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect';
/** Metadata documents are a few kilobytes; federation aggregates are refused, not parsed. */
export const MAX_METADATA_BYTES = 512 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/** What Fieldnote needs of an identity provider's metadata. */
export interface IdpMetadata {
  entityId: string;
  ssoUrl: string;
  /** The SingleLogoutService, when the IdP offers single logout (HTTP-Redirect preferred, else HTTP-POST). */
  sloUrl: string | null;
  sloBinding: SamlBinding;
  certificates: string[];
}

/**
 * Reads an IdP's SAML 2.0 metadata (an EntityDescriptor with an IDPSSODescriptor): its entityID,
 * the HTTP-Redirect SingleSignOnService and its signing certificates. Every refusal is a
 * BAD_USER_INPUT a manager can act on.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  if (Buffer.byteLength(xml) > MAX_METADATA_BYTES)
    throw AppError.badInput(`The IdP metadata is larger than ${MAX_METADATA_BYTES / 1024} KB.`);
  // A DOCTYPE could declare entities: metadata never needs one, so it is refused outright.
  if (/<!DOCTYPE/i.test(xml)) throw AppError.badInput('The IdP metadata cannot contain a DOCTYPE.');
  let doc: Document;
  const problems: string[] = [];
  try {
    doc = new DOMParser({
      errorHandler: (level: string, message: unknown) => {
        if (level !== 'warning') problems.push(String(message));
      },
    }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    doc = null as unknown as Document;
  }
  if (!doc || problems.length)
    throw AppError.badInput('The IdP metadata is not well-formed XML. Paste the whole metadata document.');
  const entity = [
    doc.documentElement,
    ...Array.from(doc.getElementsByTagNameNS(MD, 'EntityDescriptor')),
  ].find((e) => e?.localName === 'EntityDescriptor' && e.namespaceURI === MD);
  const idp = entity?.getElementsByTagNameNS(MD, 'IDPSSODescriptor')[0];
  const entityId = entity?.getAttribute('entityID')?.trim();
  if (!entity || !idp || !entityId)
    throw AppError.badInput(
      "This is not a SAML identity provider's metadata (no EntityDescriptor with an entityID and an IDPSSODescriptor).",
    );
  const services = Array.from(idp.getElementsByTagNameNS(MD, 'SingleSignOnService'));
  const redirect = services.find((s) => s.getAttribute('Binding') === REDIRECT_BINDING);
  const ssoUrl = redirect?.getAttribute('Location')?.trim();
  if (!ssoUrl)
    throw AppError.badInput('The IdP metadata has no SingleSignOnService with the HTTP-Redirect binding.');
  parseIdpUrl(ssoUrl, 'The SingleSignOnService Location');
  const sloServices = Array.from(idp.getElementsByTagNameNS(MD, 'SingleLogoutService'));
  const sloOf = (binding: SamlBinding) =>
    sloServices
      .find((s) => s.getAttribute('Binding') === SAML_BINDING_URI[binding])
      ?.getAttribute('Location')
      ?.trim() || null;
  // HTTP-Redirect when the IdP offers it; HTTP-POST when that is its only single logout binding.
  const redirectSlo = sloOf(SamlBinding.REDIRECT);
  const sloBinding = redirectSlo ? SamlBinding.REDIRECT : SamlBinding.POST;
  const sloUrl = redirectSlo ?? sloOf(SamlBinding.POST);
  if (sloUrl) parseIdpUrl(sloUrl, 'The SingleLogoutService Location');
  const certificates = Array.from(idp.getElementsByTagNameNS(MD, 'KeyDescriptor'))
    .filter((k) => (k.getAttribute('use') ?? 'signing') === 'signing')
    .flatMap((k) => Array.from(k.getElementsByTagNameNS(DS, 'X509Certificate')))
    .map((c) => toPem(c.textContent ?? ''));
  if (!certificates.length) throw AppError.badInput('The IdP metadata has no signing certificate.');
  return { entityId, ssoUrl, sloUrl, sloBinding, certificates: [...new Set(certificates)] };
}

/** Fetches the metadata at `url` (https, or http on this machine) and parses it. */
export async function fetchIdpMetadata(rawUrl: string): Promise<IdpMetadata> {
  const url = parseIdpUrl(rawUrl, 'The metadata URL');
  let text: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      redirect: 'error',
      headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (!response.ok) throw new Error(`it answered HTTP ${response.status}`);
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > MAX_METADATA_BYTES) throw new Error(`it is larger than ${MAX_METADATA_BYTES / 1024} KB`);
    text = await response.text();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw AppError.badInput(`The IdP metadata could not be read from ${url.href}: ${reason}.`);
  }
  return parseIdpMetadata(text);
}

/** An https URL (http only on this machine), or BAD_USER_INPUT naming `what`. */
export function parseIdpUrl(raw: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw AppError.badInput(`${what} must be a URL.`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackIssuer(url)))
    throw AppError.badInput(`${what} must be an https:// URL (http:// only on localhost).`);
  return url;
}

/** A base64 certificate from metadata as PEM, or BAD_USER_INPUT when it is not an X.509 certificate. */
function toPem(base64: string): string {
  const body = base64.replace(/\s+/g, '');
  const pem = `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END CERTIFICATE-----\n`;
  try {
    new X509Certificate(pem);
  } catch {
    throw AppError.badInput('A signing certificate in the IdP metadata is not a valid X.509 certificate.');
  }
  return pem;
}

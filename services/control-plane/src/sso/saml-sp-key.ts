import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

/** The SP's signing key and its self-signed certificate (PEM). */
export interface SpSigningKey {
  privateKey: string;
  certificate: string;
}

/** SAML certificates are trust anchors, not CA-issued: ten years, replaced by a new key if ever needed. */
const VALID_YEARS = 10;

/**
 * A new RSA 2048 key and a self-signed X.509 certificate naming the SP's entity id, with which the SP
 * signs its AuthnRequests (SHA-256); the IdP learns the certificate from the SP metadata. The key is
 * made by Node's crypto off the event loop; node-forge only writes and signs the certificate.
 */
export async function generateSpSigningKey(spEntityId: string): Promise<SpSigningKey> {
  const { privateKey, publicKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey);
  // A positive serial number (RFC 5280 §4.1.2.2): the first byte's high bit clear.
  cert.serialNumber = `0${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + VALID_YEARS * 365 * 86_400_000);
  const subject = [{ name: 'commonName', value: new URL(spEntityId).host.slice(0, 64) }];
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.sign(forge.pki.privateKeyFromPem(privateKey), forge.md.sha256.create());
  return { privateKey, certificate: forge.pki.certificateToPem(cert) };
}

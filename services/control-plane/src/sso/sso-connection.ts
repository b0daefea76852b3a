import type { Role } from '@fieldnote/core';

/** A workspace's OIDC connection as stored; the client secret stays sealed (see SecretBox). */
export interface SsoConnection {
  id: string;
  teamId: string;
  issuer: string;
  clientId: string;
  clientSecretEncrypted: string;
  scopes: string[];
  emailClaim: string;
  nameClaim: string;
  groupsClaim: string | null;
  defaultRole: Role;
  trustIssuerEmails: boolean;
  /** When a manager's test sign-in last succeeded with this configuration; null after a save. */
  testedAt: Date | null;
  updatedAt: Date;
}

/** One e-mail domain of a workspace, as stored. */
export interface TeamDomain {
  id: string;
  teamId: string;
  domain: string;
  verificationToken: string;
  verifiedAt: Date | null;
  createdAt: Date;
}

/** Where the verification TXT record goes: a name of its own, so the domain's apex stays untouched. */
export function txtRecordName(domain: string): string {
  return `_fieldnote-verification.${domain}`;
}

/** The TXT record's value. */
export function txtRecordValue(token: string): string {
  return `fieldnote-verification=${token}`;
}

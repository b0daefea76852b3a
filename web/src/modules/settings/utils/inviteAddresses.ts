/**
 * The addresses typed or pasted into the Invite dialog: split on commas, semicolons, spaces and new
 * lines, empty parts dropped, each address once whatever its case. From a mail client's
 * `Name <address>` list only the bracketed addresses are taken (the names are words without an @);
 * otherwise every part is kept, so that a mistyped one gets the server's own refusal by name.
 */
export function inviteAddresses(text: string): string[] {
  const bracketed = [...text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1]!);
  const parts = bracketed.length > 0 ? bracketed : text.split(/[\s,;]+/);
  const seen = new Set<string>();
  const addresses: string[] = [];
  for (const part of parts) {
    const address = part.trim();
    if (!address || seen.has(address.toLowerCase())) continue;
    seen.add(address.toLowerCase());
    addresses.push(address);
  }
  return addresses;
}

/**
 * The local mailbox's path when the server keeps its mails instead of sending them (`npm start`
 * without SMTP_HOST writes it into index.html), or null: then mails really leave.
 */
export function localMailboxPath(doc: Document = document): string | null {
  const path = doc.querySelector<HTMLMetaElement>('meta[name="fieldnote-local-mailbox"]')?.content.trim();
  // Only a path on this server: the page links to it.
  return path && /^\/[\w/-]*$/.test(path) ? path : null;
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LogMailer, SentMail } from '@fieldnote/core';

/** Where the local mailbox is (README, "Reading the mails in local mode"). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * The local mailbox: a page listing the mails the log mailer kept (invites, sign-in links,
 * confirmations, notifications, digests), newest first, with their links clickable, so someone
 * running Fieldnote on their machine can act on them without a mail server. Only for all-in-one
 * mode without SMTP and outside production: it shows every mail to whoever opens it.
 */
export function serveDevMailbox(app: NestFastifyApplication, mailer: LogMailer): void {
  app
    .getHttpAdapter()
    .getInstance()
    .get(DEV_MAILBOX_PATH, async (request, reply) => {
      const to =
        typeof (request.query as { to?: unknown }).to === 'string'
          ? (request.query as { to: string }).to
          : '';
      const mails = [...mailer.sent].reverse().filter((m) => !to || m.to.toLowerCase() === to.toLowerCase());
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(mailboxPage(mails, to));
    });
}

function mailboxPage(mails: SentMail[], to: string): string {
  const items = mails.map(
    (m) => `<article>
  <header><h2>${escape(m.subject)}</h2>
  <p class="meta">To <a href="?to=${encodeURIComponent(m.to)}">${escape(m.to)}</a> · ${escape(m.sentAt.toISOString())}${m.kind ? ` · ${escape(m.kind)}` : ''}</p></header>
  <pre>${linkify(escape(m.text))}</pre>
</article>`,
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox — Fieldnote (local)</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f7f9;color:#1d2330}
main{max-width:860px;margin:0 auto;padding:24px 16px}
h1{font-size:1.5rem;margin:0 0 4px}
.lead{color:#5b6375;margin:0 0 24px}
article{background:#fff;border:1px solid #dde1e8;border-radius:8px;padding:16px 20px;margin-bottom:16px}
h2{font-size:1.05rem;margin:0 0 4px}
.meta{color:#5b6375;font-size:.875rem;margin:0 0 12px}
pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:0}
a{color:#3b5bdb}
</style></head>
<body><main>
<h1>Mailbox</h1>
<p class="lead">Mails Fieldnote sent in this local run (newest first, the last 100). No mail server is set up, so nothing left this machine.${
    to ? ` Showing mails to ${escape(to)} — <a href="?">show all</a>.` : ''
  }</p>
${items.length > 0 ? items.join('\n') : '<p>No mails yet. Invite a member, ask for a sign-in link or get mentioned in a comment, then reload this page.</p>'}
</main></body></html>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Makes the (already escaped) http(s) links of a mail clickable. */
function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

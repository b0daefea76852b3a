import { createHash } from 'node:crypto';
import type { SloPostForm } from '@fieldnote/control-plane';
import type { FastifyReply } from 'fastify';

/** Submits the page's one form as soon as it loads (the HTTP-POST binding's auto-posting form). */
const SUBMIT_SCRIPT = 'document.forms[0].submit();';
const SUBMIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'`;

/**
 * Answers the HTML form of the SAML HTTP-POST binding (saml-bindings §3.5.4): hidden fields posted
 * to the IdP by a script the page's CSP allows by its hash alone, with a button when scripts are off.
 * The form may post only to the IdP's origin.
 */
export async function sendAutoPostForm(reply: FastifyReply, form: SloPostForm): Promise<void> {
  const fields = Object.entries(form.fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head><body>' +
    `<form action="${escapeHtml(form.action)}" method="post">${fields}` +
    '<noscript><button type="submit">Continue signing out</button></noscript></form>' +
    `<script>${SUBMIT_SCRIPT}</script></body></html>`;
  await reply
    .code(200)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src ${SUBMIT_SCRIPT_HASH}; form-action ${new URL(form.action).origin}; frame-ancestors 'none'`,
    )
    .send(html);
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

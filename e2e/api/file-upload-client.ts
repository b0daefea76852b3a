import { randomBytes } from 'node:crypto';
import { type ClientRequest, request } from 'node:http';
import type { GraphqlClient, HttpResponse } from '../../services/all-in-one/src/testing/graphql-client';

/** The header that lets a multipart request past the cross-site request guard (PREFLIGHT_HEADERS). */
export const CSRF_HEADER = { 'x-fieldnote-csrf': '1' } as const;

/** A multipart/form-data body with one file field, and its content type. */
export function multipartBody(
  name: string,
  bytes: Buffer,
  field = 'file',
  type = 'application/octet-stream',
): { body: Buffer; contentType: string } {
  const boundary = `----fieldnote${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Headers a browser would send from the workspace page: host, session cookie, preflight header. */
export function browserHeaders(
  client: GraphqlClient,
  extra: Record<string, string> = {},
): Record<string, string> {
  const headers: Record<string, string> = { host: client.host, ...CSRF_HEADER, ...extra };
  if (client.sessionCookie) headers.cookie = client.sessionCookie;
  if (client.bearer) headers.authorization = `Bearer ${client.bearer}`;
  return headers;
}

/** Sends raw bytes; the response body is kept as bytes too (downloads). */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer; chunked?: boolean },
): Promise<HttpResponse & { bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          bytes,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    req.on('error', reject);
    if (init.body !== undefined) {
      if (!init.chunked) req.setHeader('content-length', String(init.body.length));
      req.write(init.body);
    }
    req.end();
  });
}

/** Uploads `bytes` as `name` into the note, as the web app does. */
export function uploadFile(
  address: string,
  client: GraphqlClient,
  noteId: string,
  name: string,
  bytes: Buffer,
  options: {
    headers?: Record<string, string>;
    chunked?: boolean;
    withoutPreflight?: boolean;
    /** The part's declared Content-Type (a browser's guess from the name). */
    type?: string;
  } = {},
) {
  const { body, contentType } = multipartBody(name, bytes, 'file', options.type);
  const headers: Record<string, string> = {
    ...browserHeaders(client),
    'content-type': contentType,
    ...(options.headers ?? {}),
  };
  if (options.withoutPreflight) delete headers['x-fieldnote-csrf'];
  return rawRequest(`${address}/files?noteId=${encodeURIComponent(noteId)}`, {
    method: 'POST',
    headers,
    body,
    chunked: options.chunked,
  });
}

/**
 * Starts an upload and sends only `head` of the body, leaving the request open: the caller
 * destroys it to cancel, as a browser does when the person presses Cancel.
 */
export function startPartialUpload(
  address: string,
  client: GraphqlClient,
  noteId: string,
  name: string,
  head: Buffer,
): ClientRequest {
  const { body, contentType } = multipartBody(name, head);
  // Everything but the closing boundary: the server waits for more bytes.
  const closing = Buffer.from(`\r\n--${contentType.split('boundary=')[1]}--\r\n`);
  const open = body.subarray(0, body.length - closing.length);
  const req = request(`${address}/files?noteId=${encodeURIComponent(noteId)}`, {
    method: 'POST',
    headers: { ...browserHeaders(client), 'content-type': contentType },
  });
  req.on('error', () => undefined);
  req.write(open);
  return req;
}

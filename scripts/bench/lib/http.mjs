// Plain HTTP with node:http: fetch() drops a custom Host header, and workspaces are chosen by Host.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

export const DEMO_HOST = 'demo.localhost';
export const DEMO_EMAIL = 'demo@fieldnote.dev';
export const DEMO_PASSWORD = 'Fieldnote#Demo2026';

/**
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string>, body?: string | Buffer }} init
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, text: string }>}
 */
export function httpRequest(url, init = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        // `bytes` too, for downloads that are not text (a zip).
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: bytes.toString('utf8'), bytes });
      });
    });
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/**
 * Sends one GraphQL operation and fails on any GraphQL error, so benchmarks only measure working queries.
 * @param {string} address e.g. http://127.0.0.1:3000
 * @param {Record<string, string>} headers Host, cookie, ...
 * @param {string} query
 * @param {Record<string, unknown>} [variables]
 */
export async function gql(address, headers, query, variables) {
  const response = await httpRequest(`${address}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const json = JSON.parse(response.text);
  if (response.status !== 200 || json.errors) {
    throw new Error(`${query.trim()} -> HTTP ${response.status}: ${response.text.slice(0, 300)}`);
  }
  return { ...response, json };
}

/**
 * Signs in as the seeded demo manager on the demo workspace; returns the Cookie header to send.
 * @param {string} address
 * @returns {Promise<string>}
 */
export async function logInAsDemo(address) {
  const response = await gql(
    address,
    { host: DEMO_HOST },
    'mutation($e: String!, $p: String!) { logIn(input: { email: $e, password: $p }) { account { email } } }',
    { e: DEMO_EMAIL, p: DEMO_PASSWORD },
  );
  const setCookie = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((c) => c.startsWith('fieldnote_session='));
  if (!setCookie) throw new Error('logIn did not set the fieldnote_session cookie');
  return setCookie.split(';')[0];
}

/**
 * Uploads one file as `multipart/form-data` (field `file`), as the web app's upload routes take it,
 * signed in with `headers` (Host and cookie); fails unless the route answers 201, and returns its JSON.
 * @param {string} url the route, e.g. `${address}/bulk-imports?projectId=…`
 * @param {{ host: string, cookie: string }} headers
 * @param {{ name: string, type: string, bytes: Buffer }} file
 * @returns {Promise<any>}
 */
export async function uploadFile(url, headers, file) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await httpRequest(url, {
    method: 'POST',
    headers: {
      host: headers.host,
      cookie: headers.cookie,
      'x-fieldnote-csrf': '1',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
    body,
  });
  if (response.status !== 201)
    throw new Error(`upload to ${url} -> ${response.status}: ${response.text.slice(0, 300)}`);
  return JSON.parse(response.text);
}

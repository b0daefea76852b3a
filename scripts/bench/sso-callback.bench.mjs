// The SSO callback's server time (issue 32: p95 <= 30 ms, code exchange excluded), measured on SAML,
// whose callback has no code exchange: the IdP's response is checked and the person signed in
// entirely by the server. The whole all-in-one server (demo seed, in this process, production mode)
// with the demo workspace's SAML connection to the tests' samlify IdP (loaded from its TypeScript
// sources, on loopback). Each sign-in: GET /api/sso/saml/start (the AuthnRequest), the IdP's login
// (its time not counted), then the timed part: POST /api/sso/saml/acs with the IdP's response
// (signature, audience, recipient, time window, InResponseTo, replay, the account and membership)
// and GET /api/sso/saml/finish (the xsrf cookie, the one-time ticket, the session). BENCH_SSO_RUNS
// (300) sign-ins after BENCH_SSO_WARMUP (20), one at a time, by BENCH_SSO_PEOPLE (20) people in
// turn (each one's first sign-in makes their account). Prints figures; never fails on time.
// Usage: node scripts/bench/sso-callback.bench.mjs   (after `npx tsc -b services/all-in-one`)

import { performance } from 'node:perf_hooks';
import { URL, URLSearchParams } from 'node:url';
import { onCleanup, runBench } from './lib/common.mjs';
import { startDemoServer } from './lib/demo-server.mjs';
import { DEMO_HOST, gql, httpRequest } from './lib/http.mjs';
import { timeSignIns } from './lib/sign-in-timings.mjs';
import { requireTypeScript } from './lib/typescript-sources.mjs';

const RUNS = Number(process.env.BENCH_SSO_RUNS ?? 300);
const WARMUP = Number(process.env.BENCH_SSO_WARMUP ?? 20);
const PEOPLE = Number(process.env.BENCH_SSO_PEOPLE ?? 20);
const TARGET_MS = 30;

await runBench(main);

async function main() {
  // The start is rate-limited per client (SSO_START_LIMIT_PER_MINUTE); every sign-in here comes from loopback.
  const { server, headers } = await startDemoServer('fieldnote_bench_sso', {
    SSO_START_LIMIT_PER_MINUTE: '100000',
  });
  const { startTestSamlIdp } = requireTypeScript('services/all-in-one/src/testing/test-saml-idp.ts');
  const idp = await startTestSamlIdp();
  onCleanup(() => idp.close());
  const saved = await gql(
    server.address,
    headers,
    `mutation($input: SamlSettingsInput!) { saveSamlSettings(input: $input) { configured } }`,
    { input: { metadataUrl: idp.metadataUrl, defaultRole: 'VIEWER', trustIdpEmails: true } },
  );
  if (!saved.json.data?.saveSamlSettings?.configured) throw new Error(`SAML not saved: ${saved.text}`);
  const metadata = await httpRequest(`${server.address}/api/sso/saml/metadata`, {
    headers: { host: DEMO_HOST },
  });
  idp.registerSp(metadata.text);
  for (let i = 0; i < PEOPLE; i++)
    idp.users.set(`p${i}`, { email: `sso${i}@bench.example.com`, name: `SSO ${i}` });
  /** The same URL on the server's address, with the workspace's Host. */
  const local = (/** @type {string} */ url) => {
    const parsed = new URL(url);
    return { url: `${server.address}${parsed.pathname}${parsed.search}`, host: parsed.host };
  };

  const signIn = async (/** @type {number} */ i) => {
    const start = await httpRequest(`${server.address}/api/sso/saml/start?origin=%2Fhome&source=web`, {
      headers: { host: DEMO_HOST },
    });
    if (start.status !== 302 && start.status !== 303)
      throw new Error(`start answered ${start.status} ${start.headers.location ?? start.text.slice(0, 200)}`);
    const cookie = String(start.headers['set-cookie']?.[0] ?? '').split(';')[0];
    const atIdp = new URL(String(start.headers.location));
    const form = await httpRequest(atIdp.href);
    const field = (/** @type {string} */ html, /** @type {string} */ name) =>
      new RegExp(`name="${name}" value="([^"]*)"`)
        .exec(html)?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&') ?? '';
    const posted = await httpRequest(`${atIdp.origin}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        requestId: field(form.text, 'requestId'),
        RelayState: field(form.text, 'RelayState'),
        login: `p${i % PEOPLE}`,
      }).toString(),
    });
    const response = idp.lastResponse();
    if (posted.status !== 200 || !response)
      throw new Error(`the IdP answered ${posted.status}: ${posted.text.slice(0, 200)}`);
    const acs = local(response.acsUrl);
    const t0 = performance.now();
    const answered = await httpRequest(acs.url, {
      method: 'POST',
      headers: { host: acs.host, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        SAMLResponse: response.samlResponse,
        RelayState: response.relayState,
      }).toString(),
    });
    const t1 = performance.now();
    const finish = local(new URL(String(answered.headers.location), response.acsUrl).href);
    const done = await httpRequest(finish.url, { headers: { host: finish.host, cookie } });
    const t2 = performance.now();
    const session = String(done.headers['set-cookie'] ?? '').includes('fieldnote_session=');
    if (answered.status !== 303 || !session || !String(done.headers.location).endsWith('/home'))
      throw new Error(
        `sign-in ${i} failed: ACS ${answered.status} -> ${answered.headers.location}, finish ${done.status} -> ${done.headers.location}`,
      );
    return { acs: t1 - t0, finish: t2 - t1, total: t2 - t0 };
  };

  await timeSignIns(signIn, {
    bench: 'sso-callback',
    title: 'SAML callback',
    verdictLabel: 'SSO callback',
    runs: RUNS,
    warmup: WARMUP,
    targetMs: TARGET_MS,
    judged: 'total',
    steps: [
      ['acs', 'POST /api/sso/saml/acs (response checked, person added)'],
      ['finish', 'GET /api/sso/saml/finish (ticket, session)'],
      ['total', 'callback, both'],
    ],
  });
}

import Fastify, { type FastifyInstance } from 'fastify';
import { HSTS_MAX_AGE_SECONDS, pageKindOf, securityHeaders } from './security-headers';

/** A bare Fastify server with only the security headers hook and a catch-all route. */
function buildServer(config: { COOKIE_SECURE: 'true' | 'false'; PUBLIC_URL?: string }, trustProxy = false) {
  const sut: FastifyInstance = Fastify({ trustProxy });
  sut.addHook('onRequest', securityHeaders(config));
  sut.get('/*', async () => ({ ok: true }));
  return sut;
}

describe(securityHeaders.name, () => {
  const plain = buildServer({ COOKIE_SECURE: 'false' });
  afterAll(() => plain.close());

  it('should forbid framing, sniffing, referrers and foreign scripts on an app page', async () => {
    const { headers } = await plain.inject({ url: '/projects' });
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/embed/highlights/abc', '/p/share-token'])(
    'should let other sites frame the public page %s',
    async (url) => {
      const { headers } = await plain.inject({ url });
      expect(String(headers['content-security-policy'])).toContain('frame-ancestors *');
      expect(headers['x-frame-options']).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('should allow GraphiQL its CDN scripts and nothing else extra', async () => {
    const { headers } = await plain.inject({ url: '/graphiql' });
    expect(String(headers['content-security-policy'])).toContain("script-src 'self' https://unpkg.com");
    const app = await plain.inject({ url: '/graphiqlx' });
    expect(String(app.headers['content-security-policy'])).not.toContain('unpkg');
  });

  it('should send HSTS only when the request arrived over HTTPS at a trusted proxy', async () => {
    const proxied = buildServer({ COOKIE_SECURE: 'false' }, true);
    const https = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe(
      `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    );
    expect(String(https.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const http = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY the header is the client's own word.
    const forged = await plain.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    await proxied.close();
  });

  it.each(['/api/graphql', '/ping'])('should give the JSON answers of %s the API header set', async (url) => {
    const { headers } = await plain.inject({ url });
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('should send HSTS on API answers over HTTPS', async () => {
    const sut = buildServer({ COOKIE_SECURE: 'true' });
    const { headers } = await sut.inject({ url: '/api/graphql' });
    expect(headers['strict-transport-security']).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    await sut.close();
  });

  it.each([
    [{ COOKIE_SECURE: 'true' as const }],
    [{ COOKIE_SECURE: 'false' as const, PUBLIC_URL: 'https://fieldnote.example.com' }],
  ])('should send HSTS when the deployment is configured for HTTPS (%j)', async (config) => {
    const sut = buildServer(config);
    const { headers } = await sut.inject({ url: '/' });
    expect(headers['strict-transport-security']).toContain('max-age=');
    await sut.close();
  });
});

describe(pageKindOf.name, () => {
  it('should tell embeds, GraphiQL and app pages apart when given paths with queries', () => {
    expect(pageKindOf('/embed/reels/1?t=2')).toBe('embed');
    expect(pageKindOf('/p/abc')).toBe('embed');
    expect(pageKindOf('/graphiql/main.js')).toBe('graphiql');
    expect(pageKindOf('/projects?embed/=1')).toBe('app');
    expect(pageKindOf('/pricing')).toBe('app');
    expect(pageKindOf('/api/graphql')).toBe('api');
    expect(pageKindOf('/ping?x=1')).toBe('api');
    expect(pageKindOf('/pingback')).toBe('app');
    expect(pageKindOf('/apiary')).toBe('app');
  });
});

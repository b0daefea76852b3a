import Fastify, { type FastifyInstance } from 'fastify';
import { BYTES_FROM_CHARACTERS, largeBodiesAsBytes } from './large-bodies-as-bytes';

/** What the hook hands on to Fastify for `payload`. */
function sentFor(payload: unknown): unknown {
  let sent: unknown = 'not called';
  largeBodiesAsBytes({} as never, {} as never, payload, (error, next) => {
    if (error) throw error;
    sent = next;
  });
  return sent;
}

/** A bare Fastify server with the hook and routes answering a large and a small JSON body. */
function buildServer(): FastifyInstance {
  const sut = Fastify();
  sut.addHook('onSend', largeBodiesAsBytes);
  // Past the threshold, with characters of two and three UTF-8 bytes in it.
  const large = { items: Array.from({ length: 400 }, (_, i) => ({ i, text: `customers’ “cost” — ${i} ✓` })) };
  sut.get('/large', async () => large);
  sut.get('/small', async () => ({ text: 'it’s small' }));
  sut.get('/text', async (_request, reply) =>
    reply.type('text/plain').send('é'.repeat(BYTES_FROM_CHARACTERS)),
  );
  return sut;
}

describe(largeBodiesAsBytes.name, () => {
  const sut = buildServer();
  afterAll(() => sut.close());

  it('should send a large JSON answer as its UTF-8 bytes, whole, with their length and its type', async () => {
    const response = await sut.inject({ url: '/large' });
    const body = response.rawPayload;
    expect(JSON.stringify(response.json())).toBe(body.toString('utf8'));
    expect(body.length).toBeGreaterThan(BYTES_FROM_CHARACTERS);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json().items[399].text).toBe('customers’ “cost” — 399 ✓');
  });

  it('should encode a large text body of two-byte characters to twice as many bytes', async () => {
    const response = await sut.inject({ url: '/text' });
    expect(response.body).toBe('é'.repeat(BYTES_FROM_CHARACTERS));
    expect(response.headers['content-length']).toBe(String(2 * BYTES_FROM_CHARACTERS));
  });

  it('should leave a small body and a body that is not a string as they are', async () => {
    const small = 'it’s small';
    expect(sentFor(small)).toBe(small);
    const bytes = Buffer.from('x');
    expect(sentFor(bytes)).toBe(bytes);
    const response = await sut.inject({ url: '/small' });
    expect(response.json()).toEqual({ text: small });
  });

  it('should turn a string of the threshold size into bytes', async () => {
    const atThreshold = 'x'.repeat(BYTES_FROM_CHARACTERS);
    const sent = sentFor(atThreshold);
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect((sent as Buffer).toString('utf8')).toBe(atThreshold);
  });
});

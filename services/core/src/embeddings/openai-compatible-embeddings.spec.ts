import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EmbeddingsUnavailableError } from './embedding-provider';
import { OpenAiCompatibleEmbeddings } from './openai-compatible-embeddings';

/**
 * A stand-in for an OpenAI-compatible `/v1/embeddings` endpoint, answering as OpenAI, Ollama and
 * vLLM do: `{ data: [{ index, embedding }] }`, indexes possibly out of order.
 */
function endpoint(
  answer: (body: { model: string; input: string[] }, call: number) => { status: number; dims?: number },
) {
  const calls: { model: string; input: string[]; authorization?: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw) as { model: string; input: string[] };
      calls.push({ ...body, authorization: req.headers.authorization });
      const { status, dims = 3 } = answer(body, calls.length);
      res.writeHead(status, { 'content-type': 'application/json' });
      if (status !== 200) return res.end(JSON.stringify({ error: { message: 'nope' } }));
      const data = body.input.map((text, index) => ({
        index,
        embedding: Array.from({ length: dims }, (_, d) => text.length + d),
      }));
      res.end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model }));
    });
  });
  return { server, calls };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

describe('OpenAiCompatibleEmbeddings', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('should batch the texts, send the model and key, and put each vector back in its place', async () => {
    const { server, calls } = endpoint(() => ({ status: 200 }));
    servers.push(server);
    const sut = new OpenAiCompatibleEmbeddings({
      url: await listen(server),
      model: 'nomic-embed-text',
      dimensions: 3,
      apiKey: 'k1',
      batchSize: 2,
    });
    const vectors = await sut.embed(['a', 'bb', 'ccc']);
    expect(vectors).toEqual([
      [1, 2, 3],
      [2, 3, 4],
      [3, 4, 5],
    ]);
    expect(calls.map((c) => c.input)).toEqual([['a', 'bb'], ['ccc']]);
    expect(calls.every((c) => c.model === 'nomic-embed-text' && c.authorization === 'Bearer k1')).toBe(true);
  });

  it('should try again after a 503 and succeed', async () => {
    const { server, calls } = endpoint((_body, call) => ({ status: call === 1 ? 503 : 200 }));
    servers.push(server);
    const sut = new OpenAiCompatibleEmbeddings({ url: await listen(server), model: 'm', dimensions: 3 });
    expect(await sut.embed(['xy'])).toEqual([[2, 3, 4]]);
    expect(calls).toHaveLength(2);
  });

  it('should say the endpoint is unavailable when it cannot be reached, and not retry a 401', async () => {
    const down = new OpenAiCompatibleEmbeddings({
      url: 'http://127.0.0.1:9/v1',
      model: 'm',
      dimensions: 3,
      attempts: 2,
    });
    await expect(down.embed(['x'])).rejects.toThrow(EmbeddingsUnavailableError);
    const { server, calls } = endpoint(() => ({ status: 401 }));
    servers.push(server);
    const refused = new OpenAiCompatibleEmbeddings({ url: await listen(server), model: 'm', dimensions: 3 });
    await expect(refused.embed(['x'])).rejects.toThrow(/refused the request \(401\)/);
    expect(calls).toHaveLength(1);
  });

  it('should refuse vectors of other dimensions than configured', async () => {
    const { server } = endpoint(() => ({ status: 200, dims: 5 }));
    servers.push(server);
    const sut = new OpenAiCompatibleEmbeddings({ url: await listen(server), model: 'm', dimensions: 3 });
    await expect(sut.embed(['x'])).rejects.toThrow(/gives 5 dimensions; EMBEDDING_DIMENSIONS says 3/);
  });
});

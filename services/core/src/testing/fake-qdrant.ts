import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Point {
  id: string | number;
  vector: number[];
  payload: Record<string, unknown>;
}

interface Collection {
  config: Record<string, unknown>;
  payloadSchema: Record<string, { data_type: string; params: Record<string, unknown> }>;
  points: Map<string | number, Point>;
}

type Condition = { key: string; match: { value: unknown } } | { has_id: (string | number)[] };
type Filter = { must?: Condition[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FakeQdrant {
  url: string;
  collections: Map<string, Collection>;
  /** Every request, as `METHOD /path`. */
  requests: string[];
  /** Make the next n requests fail with 503, as an unavailable Qdrant does. */
  failNext(n: number): void;
  close(): Promise<void>;
}

/**
 * A stand-in for Qdrant's REST API, which cannot run on this machine: the collection, payload-index
 * and point calls the operator makes, with Qdrant's envelopes (`{result, status, time}`), status codes
 * and errors, so the real @qdrant/js-client-rest talks to it unchanged.
 */
export async function startFakeQdrant(): Promise<FakeQdrant> {
  const collections = new Map<string, Collection>();
  const requests: string[] = [];
  let failures = 0;

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://qdrant');
      requests.push(`${req.method} ${url.pathname}`);
      if (failures > 0) {
        failures--;
        return reply(res, 503, { status: { error: 'Service Unavailable' } });
      }
      route(req.method ?? 'GET', url.pathname.split('/').filter(Boolean), body, res);
    });
  });

  function route(method: string, parts: string[], body: Record<string, unknown>, res: ServerResponse) {
    if (parts.length === 0)
      return ok(res, undefined, { title: 'qdrant - vector search engine', version: '1.15.4' });
    if (parts[0] !== 'collections') return reply(res, 404, { status: { error: 'Not found' } });
    if (parts.length === 1 && method === 'GET')
      return ok(res, { collections: [...collections.keys()].map((name) => ({ name })) });
    const name = parts[1];
    const collection = collections.get(name);
    const rest = parts.slice(2).join('/');
    if (rest === 'exists' && method === 'GET') return ok(res, { exists: Boolean(collection) });
    if (rest === '' && method === 'PUT') {
      if (collection)
        return reply(res, 409, { status: { error: `Wrong input: Collection \`${name}\` already exists!` } });
      collections.set(name, { config: body, payloadSchema: {}, points: new Map() });
      return ok(res, true);
    }
    if (!collection)
      return reply(res, 404, { status: { error: `Not found: Collection \`${name}\` doesn't exist!` } });
    if (rest === '' && method === 'GET') return ok(res, describe(collection));
    if (rest === '' && method === 'DELETE') {
      collections.delete(name);
      return ok(res, true);
    }
    if (rest === 'index' && method === 'PUT') {
      const schema = body.field_schema as { type: string } & Record<string, unknown>;
      collection.payloadSchema[String(body.field_name)] = { data_type: schema.type, params: schema };
      return ok(res, { operation_id: 1, status: 'completed' });
    }
    if (rest === 'points' && method === 'PUT') {
      const points = body.points as Point[];
      const size = (collection.config.vectors as { size: number }).size;
      for (const point of points) {
        if (!(typeof point.id === 'number' || UUID.test(point.id)))
          return reply(res, 400, {
            status: { error: `Format error in JSON body: value ${point.id} is not a valid point ID` },
          });
        if (point.vector.length !== size)
          return reply(res, 400, {
            status: {
              error: `Wrong input: Vector dimension error: expected dim: ${size}, got ${point.vector.length}`,
            },
          });
      }
      for (const point of points) collection.points.set(point.id, point);
      return ok(res, { operation_id: 2, status: 'completed' });
    }
    if (rest === 'points/query' && method === 'POST') {
      const vector = body.query as number[];
      const hits = [...collection.points.values()]
        .filter((p) => matches(p, body.filter as Filter))
        .map((p) => ({ id: p.id, version: 0, score: cosine(vector, p.vector), payload: p.payload }))
        .sort((a, b) => b.score - a.score)
        .slice(0, Number(body.limit));
      return ok(res, { points: hits });
    }
    if (rest === 'points/delete' && method === 'POST') {
      for (const [id, point] of collection.points)
        if (matches(point, body.filter as Filter)) collection.points.delete(id);
      return ok(res, { operation_id: 3, status: 'completed' });
    }
    if (rest === 'points/count' && method === 'POST') {
      const count = [...collection.points.values()].filter((p) => matches(p, body.filter as Filter)).length;
      return ok(res, { count });
    }
    return reply(res, 404, { status: { error: `Not found: ${method} ${parts.join('/')}` } });
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    collections,
    requests,
    failNext: (n) => {
      failures = n;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function describe(collection: Collection) {
  return {
    status: 'green',
    optimizer_status: 'ok',
    points_count: collection.points.size,
    indexed_vectors_count: 0,
    segments_count: 1,
    config: {
      params: { vectors: collection.config.vectors },
      hnsw_config: collection.config.hnsw_config ?? {},
    },
    payload_schema: Object.fromEntries(
      Object.entries(collection.payloadSchema).map(([key, index]) => [
        key,
        { ...index, points: collection.points.size },
      ]),
    ),
  };
}

function matches(point: Point, filter: Filter | undefined): boolean {
  return (filter?.must ?? []).every((condition) =>
    'has_id' in condition
      ? condition.has_id.includes(point.id)
      : point.payload[condition.key] === condition.match.value,
  );
}

/** Qdrant's Cosine distance: vectors are compared by direction only. */
function cosine(a: number[], b: number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return dot / Math.sqrt(na * nb);
}

function ok(res: ServerResponse, result: unknown, raw?: unknown) {
  reply(res, 200, raw ?? { result, status: 'ok', time: 0.0001 });
}

function reply(res: ServerResponse, code: number, body: unknown) {
  res.writeHead(code, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ time: 0.0001, ...(body as object) }));
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

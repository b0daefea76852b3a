import { Region } from '@fieldnote/core';
import type { AiCompletionRequest, AiGenerativeProvider } from './ai-provider';
import { routeByRegion } from './region-routed-provider';
import { limitPerWorkspace } from './workspace-limited-provider';

/** A model that answers with its own name, and counts what it was asked. */
function named(model: string) {
  const asked: string[] = [];
  const inner: AiGenerativeProvider = {
    kind: 'OPENAI_COMPATIBLE',
    model,
    complete: (request: AiCompletionRequest) => {
      asked.push(request.messages[0]!.content);
      return Promise.resolve(model);
    },
    async *stream(request: AiCompletionRequest) {
      asked.push(request.messages[0]!.content);
      yield model;
    },
    close: () => Promise.resolve(),
  };
  return { provider: limitPerWorkspace(inner, 2), asked };
}

const ask = { messages: [{ role: 'user' as const, content: 'hello' }] };

describe('routeByRegion', () => {
  it("answers the server's own model unchanged without other regions", () => {
    const own = named('own');
    expect(routeByRegion(own.provider, new Map(), () => Promise.resolve(Region.EU_A))).toBe(own.provider);
  });

  it("sends each workspace's requests to its region's model, else the server's own, and names the model that answered and its region", async () => {
    const own = named('own');
    const eu = named('eu');
    const regions: Record<string, Region> = { a: Region.EU_A, b: Region.US_B };
    const routed = routeByRegion(own.provider, new Map([[Region.EU_A, eu.provider]]), (id) =>
      Promise.resolve(regions[id]!),
    );
    const a = routed.forWorkspace('a');
    expect(await a.complete(ask)).toBe('eu');
    expect([a.model, a.region]).toEqual(['eu', Region.EU_A]);
    const b = routed.forWorkspace('b');
    const chunks: string[] = [];
    for await (const chunk of b.stream(ask)) chunks.push(chunk);
    expect(chunks).toEqual(['own']);
    // The server's own model answered: no region of another model to name.
    expect([b.model, b.region]).toEqual(['own', null]);
    expect([own.asked.length, eu.asked.length]).toEqual([1, 1]);
    // A region chosen later is asked at the next request.
    regions.b = Region.EU_A;
    expect(await routed.forWorkspace('b').complete(ask)).toBe('eu');
  });
});

import type { Region } from '@fieldnote/core';
import type { AiCompletionRequest, AiGenerativeProvider } from './ai-provider';
import type { WorkspaceAiProvider } from './workspace-limited-provider';

/**
 * The server's own model with the models of other regions beside it (spec 001 §3
 * allowChooseAiRegion): `forWorkspace(id)` answers a view that asks `regionOf(id)` at each request
 * and sends it to that region's model, or to the server's own when the region has none. The view's
 * `kind`, `model` and `region` are the model that answered the last request and the region it
 * serves, null for the server's own (the AI audit trail reads them after the answer). Calls on the provider itself (no workspace) go to the server's own. Without
 * other regions the server's own model is answered unchanged.
 */
export function routeByRegion(
  own: WorkspaceAiProvider,
  regional: ReadonlyMap<Region, WorkspaceAiProvider>,
  regionOf: (workspaceId: string) => Promise<Region>,
): WorkspaceAiProvider {
  if (regional.size === 0) return own;
  /** The workspace's region's model, or the server's own (region null) when that region has none. */
  const pick = async (workspaceId: string) => {
    const region = await regionOf(workspaceId);
    const theirs = regional.get(region);
    return { target: (theirs ?? own).forWorkspace(workspaceId), region: theirs ? region : null };
  };
  const view = (workspaceId: string): AiGenerativeProvider => {
    const routed = {
      kind: own.kind,
      model: own.model,
      region: null as Region | null,
      async complete(request: AiCompletionRequest): Promise<string> {
        const { target, region } = await pick(workspaceId);
        Object.assign(routed, { kind: target.kind, model: target.model, region });
        return target.complete(request);
      },
      async *stream(request: AiCompletionRequest): AsyncIterable<string> {
        const { target, region } = await pick(workspaceId);
        Object.assign(routed, { kind: target.kind, model: target.model, region });
        yield* target.stream(request);
      },
      close: () => own.close(),
    };
    return routed;
  };
  return {
    kind: own.kind,
    model: own.model,
    complete: (request) => own.complete(request),
    stream: (request) => own.stream(request),
    close: async () => {
      await Promise.all([own.close(), ...[...regional.values()].map((p) => p.close())]);
    },
    forWorkspace: view,
    usage: (workspaceId) => own.usage(workspaceId),
  };
}

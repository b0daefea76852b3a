import type { Region } from '@fieldnote/core';
import type { AiCompletionRequest, AiGenerativeProvider } from './ai-provider';
import type { WorkspaceAiProvider } from './workspace-limited-provider';

/**
 * The server's own model with the models of other regions beside it (spec 001 §3
 * allowChooseAiRegion): `forWorkspace(id)` answers a view that asks `regionOf(id)` at each request
 * and sends it to that region's model, or to the server's own when the region has none. The view's
 * `kind` and `model` are the model that answered the last request (the AI audit trail reads them
 * after the answer). Calls on the provider itself (no workspace) go to the server's own. Without
 * other regions the server's own model is answered unchanged.
 */
export function routeByRegion(
  own: WorkspaceAiProvider,
  regional: ReadonlyMap<Region, WorkspaceAiProvider>,
  regionOf: (workspaceId: string) => Promise<Region>,
): WorkspaceAiProvider {
  if (regional.size === 0) return own;
  const pick = async (workspaceId: string) => {
    const region = await regionOf(workspaceId);
    return (regional.get(region) ?? own).forWorkspace(workspaceId);
  };
  const view = (workspaceId: string): AiGenerativeProvider => {
    const routed = {
      kind: own.kind,
      model: own.model,
      async complete(request: AiCompletionRequest): Promise<string> {
        const target = await pick(workspaceId);
        Object.assign(routed, { kind: target.kind, model: target.model });
        return target.complete(request);
      },
      async *stream(request: AiCompletionRequest): AsyncIterable<string> {
        const target = await pick(workspaceId);
        Object.assign(routed, { kind: target.kind, model: target.model });
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

import type { CustomObjectsApi } from '@kubernetes/client-node';
import { isNotFound } from '../kube/api-errors';
import { WORKSPACE_GROUP, WORKSPACE_PLURAL, WORKSPACE_VERSION, type Workspace } from './workspace-resource';

/** Typed reads and writes of Workspace resources through the custom objects API. */
export class WorkspaceApi {
  constructor(private readonly api: CustomObjectsApi) {}

  private readonly coordinates = {
    group: WORKSPACE_GROUP,
    version: WORKSPACE_VERSION,
    plural: WORKSPACE_PLURAL,
  };

  async get(namespace: string, name: string): Promise<Workspace | undefined> {
    try {
      return (await this.api.getNamespacedCustomObject({
        ...this.coordinates,
        namespace,
        name,
      })) as Workspace;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Replaces metadata and spec (finalizers); a stale resourceVersion fails with 409. */
  replace(ws: Workspace): Promise<Workspace> {
    return this.write(ws, (request) => this.api.replaceNamespacedCustomObject(request));
  }

  /** Replaces the status subresource; a stale resourceVersion fails with 409. */
  replaceStatus(ws: Workspace): Promise<Workspace> {
    return this.write(ws, (request) => this.api.replaceNamespacedCustomObjectStatus(request));
  }

  private async write(
    ws: Workspace,
    send: (
      request: typeof this.coordinates & { namespace: string; name: string; body: Workspace },
    ) => Promise<unknown>,
  ): Promise<Workspace> {
    const { namespace, name } = ws.metadata as { namespace: string; name: string };
    return (await send({ ...this.coordinates, namespace, name, body: ws })) as Workspace;
  }
}

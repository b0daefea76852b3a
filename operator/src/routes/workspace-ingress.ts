import type { NetworkingV1Api, V1Ingress } from '@kubernetes/client-node';
import { isConflict, isNotFound } from '../kube/api-errors';
import {
  WORKSPACE_GROUP,
  WORKSPACE_KIND,
  WORKSPACE_VERSION,
  type Workspace,
} from '../workspaces/workspace-resource';

/**
 * JSON with object keys sorted: client-node reads objects back into model classes whose key order
 * is the model's, not the order they were written in, so plain JSON of an unchanged spec differs.
 */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export interface IngressSettings {
  serviceName: string;
  servicePort: number;
  className?: string;
  tlsSecret?: string;
}

/**
 * One Ingress per workspace host, owned by its Workspace (so garbage collection follows the
 * resource), which external-dns and cert-manager turn into the DNS record and the certificate.
 */
export class WorkspaceIngress {
  constructor(
    private readonly api: NetworkingV1Api,
    private readonly settings: IngressSettings,
  ) {}

  static nameFor(ws: Workspace): string {
    return `workspace-${ws.metadata?.name}`.slice(0, 253);
  }

  /**
   * Creates the workspace's Ingress or brings it to the desired spec. `likelyExists: false` (a
   * workspace not routed before) creates it first and reads it only if it turns out to exist: one
   * request instead of two for a new workspace.
   */
  async ensure(ws: Workspace, host: string, { likelyExists = true } = {}): Promise<void> {
    const namespace = ws.metadata?.namespace ?? 'default';
    const desired = this.build(ws, host);
    const name = desired.metadata!.name!;
    if (!likelyExists) {
      try {
        await this.api.createNamespacedIngress({ namespace, body: desired });
        return;
      } catch (error) {
        // 409 AlreadyExists: compared and updated below.
        if (!isConflict(error)) throw error;
      }
    }
    let current: V1Ingress | undefined;
    try {
      current = await this.api.readNamespacedIngress({ name, namespace });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    if (!current) {
      await this.api.createNamespacedIngress({ namespace, body: desired });
      return;
    }
    if (canonicalJson(current.spec) === canonicalJson(desired.spec)) return;
    desired.metadata!.resourceVersion = current.metadata?.resourceVersion;
    try {
      await this.api.replaceNamespacedIngress({ name, namespace, body: desired });
    } catch (error) {
      // Someone changed it meanwhile: the next reconcile compares again.
      if (!isConflict(error)) throw error;
      throw new Error(`Ingress ${name} changed while being updated; retrying.`, { cause: error });
    }
  }

  async remove(ws: Workspace): Promise<void> {
    try {
      await this.api.deleteNamespacedIngress({
        name: WorkspaceIngress.nameFor(ws),
        namespace: ws.metadata?.namespace ?? 'default',
      });
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }

  private build(ws: Workspace, host: string): V1Ingress {
    const { serviceName, servicePort, className, tlsSecret } = this.settings;
    return {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: {
        name: WorkspaceIngress.nameFor(ws),
        namespace: ws.metadata?.namespace,
        labels: {
          'app.kubernetes.io/managed-by': 'fieldnote-operator',
          'fieldnote.dev/workspace': ws.metadata!.name!,
        },
        ownerReferences: [
          {
            apiVersion: `${WORKSPACE_GROUP}/${WORKSPACE_VERSION}`,
            kind: WORKSPACE_KIND,
            name: ws.metadata!.name!,
            uid: ws.metadata!.uid!,
            controller: true,
            blockOwnerDeletion: true,
          },
        ],
      },
      spec: {
        ...(className ? { ingressClassName: className } : {}),
        ...(tlsSecret ? { tls: [{ hosts: [host], secretName: tlsSecret }] } : {}),
        rules: [
          {
            host,
            http: {
              paths: [
                {
                  path: '/',
                  pathType: 'Prefix',
                  backend: { service: { name: serviceName, port: { number: servicePort } } },
                },
              ],
            },
          },
        ],
      },
    };
  }
}

import type { KubernetesObject } from '@kubernetes/client-node';

/** The Workspace custom resource (crds/workspaces.fieldnote.dev.yaml), group fieldnote.dev, v1alpha1. */
export const WORKSPACE_GROUP = 'fieldnote.dev';
export const WORKSPACE_VERSION = 'v1alpha1';
export const WORKSPACE_PLURAL = 'workspaces';
export const WORKSPACE_KIND = 'Workspace';
/** Held while the workspace's schema, vectors and routes exist; removed once deprovisioned. */
export const WORKSPACE_FINALIZER = 'fieldnote.dev/deprovision';

export type VectorTier = 'shared' | 'dedicated';
export type DeletionPolicy = 'Retain' | 'Delete';

export interface WorkspaceSpec {
  /** The workspace's address: <subdomain>.<region base domain> (spec 001 §5 naming rules). */
  subdomain: string;
  displayName: string;
  /** US_A, US_B (default), EU_A, AU_A. Immutable: moving data between regions is not a spec edit. */
  region?: string;
  plan?: string;
  /** The first manager; linked when an account with this e-mail exists. */
  owner?: { email: string };
  /** Adopt an existing workspace by id; defaults to the resource's uid. Immutable. */
  teamId?: string;
  vectorTier?: VectorTier;
  deletionPolicy?: DeletionPolicy;
  suspend?: boolean;
}

export type ConditionType = 'SchemaReady' | 'VectorReady' | 'RouteReady' | 'Ready';

export interface WorkspaceCondition {
  type: ConditionType;
  status: 'True' | 'False' | 'Unknown';
  reason: string;
  message: string;
  lastTransitionTime: string;
  observedGeneration?: number;
}

export type WorkspacePhase = 'Pending' | 'Provisioning' | 'Ready' | 'Suspended' | 'Failed' | 'Deleting';

export interface WorkspaceStatus {
  phase?: WorkspacePhase;
  observedGeneration?: number;
  teamId?: string;
  schema?: string;
  url?: string;
  conditions?: WorkspaceCondition[];
}

export interface Workspace extends KubernetesObject {
  spec: WorkspaceSpec;
  status?: WorkspaceStatus;
}

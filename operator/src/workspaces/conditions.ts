import type { ConditionType, WorkspaceCondition } from './workspace-resource';

export interface ConditionUpdate {
  type: ConditionType;
  status: WorkspaceCondition['status'];
  reason: string;
  message: string;
}

/**
 * Sets one condition in place, Kubernetes style: lastTransitionTime moves only when the status
 * changes, so it tells since when a workspace has been (not) ready.
 */
export function setCondition(
  conditions: WorkspaceCondition[],
  update: ConditionUpdate,
  generation: number | undefined,
  now: Date,
): WorkspaceCondition[] {
  const existing = conditions.find((c) => c.type === update.type);
  const next: WorkspaceCondition = {
    ...update,
    lastTransitionTime:
      existing && existing.status === update.status ? existing.lastTransitionTime : now.toISOString(),
    ...(generation !== undefined ? { observedGeneration: generation } : {}),
  };
  return [...conditions.filter((c) => c.type !== update.type), next].sort(
    (a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type),
  );
}

export function conditionOf(conditions: WorkspaceCondition[] | undefined, type: ConditionType) {
  return conditions?.find((c) => c.type === type);
}

const ORDER: ConditionType[] = ['SchemaReady', 'VectorReady', 'RouteReady', 'Ready'];

import type {
  Workspace,
  WorkspaceSpec,
  WorkspaceStatus,
} from '../../operator/src/workspaces/workspace-resource';

/** A Workspace resource as a person would apply it; `spec` fields override the defaults given here. */
export function buildWorkspace(spec: Partial<WorkspaceSpec> = {}, status?: WorkspaceStatus): Workspace {
  return {
    apiVersion: 'fieldnote.dev/v1alpha1',
    kind: 'Workspace',
    metadata: { name: 'northwind-research', namespace: 'fieldnote' },
    spec: { subdomain: 'northwind-research', displayName: 'Northwind Research', ...spec },
    ...(status ? { status } : {}),
  };
}

/** A Workspace without one of its spec fields, as a manifest that forgot it. */
export function buildWorkspaceWithout(
  field: keyof WorkspaceSpec,
): Omit<Workspace, 'spec'> & { spec: Partial<WorkspaceSpec> } {
  const workspace = buildWorkspace();
  const spec: Partial<WorkspaceSpec> = { ...workspace.spec };
  delete spec[field];
  return { ...workspace, spec };
}

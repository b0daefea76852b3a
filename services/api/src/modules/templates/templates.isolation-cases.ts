import type { ModuleCases } from '../../testing/operation-cases';
import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';

/** How the template calls keep workspace B's templates from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'workspaceTemplates',
      document: '{ workspaceTemplates { id title content } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'workspaceTemplate(id)',
      document: 'query($id: ID!) { workspaceTemplate(id: $id) { id title content } }',
      variables: (b) => ({ id: b.templateId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createInsightTemplate',
      document:
        'mutation($i: ID!) { createInsightTemplate(input: { title: "Planted by A", fromInsightId: $i }) { id content } }',
      variables: (b) => ({ i: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createProjectTemplate',
      document:
        'mutation($p: ID!) { createProjectTemplate(input: { title: "Planted by A", fromProjectId: $p }) { id projectStructure { tags { title } } } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateWorkspaceTemplate',
      document:
        'mutation($id: ID!) { updateWorkspaceTemplate(input: { id: $id, title: "Defaced by A" }) { id } }',
      variables: (b) => ({ id: b.templateId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteWorkspaceTemplate',
      document: 'mutation($id: ID!) { deleteWorkspaceTemplate(id: $id) }',
      variables: (b) => ({ id: b.templateId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createProjectFromTemplate',
      document:
        'mutation($t: ID!) { createProjectFromTemplate(input: { templateId: $t, title: "Planted by A" }) { id } }',
      variables: (b) => ({ t: b.templateId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createInsightFromTemplate',
      document:
        'mutation($t: ID!, $p: ID!) { createInsightFromTemplate(input: { templateId: $t, projectId: $p }) { id content } }',
      variables: (b) => ({ t: b.templateId, p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

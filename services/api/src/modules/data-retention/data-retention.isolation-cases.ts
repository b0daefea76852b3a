import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

const SETTINGS =
  'projectId workspacePolicy { recordingsDays notesDays trashDays } locked projectPolicy { notesDays } scheduled { text }';

/** How data retention keeps workspace B's policies from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'dataRetention',
      document: `{ dataRetention { ${SETTINGS} } }`,
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'dataRetention(projectId)',
      document: `query($p: ID) { dataRetention(projectId: $p) { ${SETTINGS} } }`,
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'dataRetentionPreview',
      document:
        'query($p: ID) { dataRetentionPreview(input: { projectId: $p, notesDays: 30, keepHighlightsAndTranscripts: true }) { text groups { count } } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateWorkspaceDataRetention',
      document:
        'mutation { updateWorkspaceDataRetention(input: { notesDays: 365, keepHighlightsAndTranscripts: true, locked: false }) { locked } }',
      onOwnHost: { notRun: "names nothing of B and would change A's own policy" },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'updateProjectDataRetention',
      document:
        'mutation($p: ID!) { updateProjectDataRetention(input: { projectId: $p, override: true, notesDays: 30, keepHighlightsAndTranscripts: true }) { projectId } }',
      variables: (b) => ({ p: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
  ],
};

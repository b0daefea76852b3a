import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the AI calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'aiSettings',
      document: 'query { aiSettings { generativeAiEnabled provider { kind model } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateAiSettings',
      document:
        'mutation { updateAiSettings(input: { generativeAiEnabled: false }) { generativeAiEnabled } }',
      onOwnHost: {
        notRun: 'changes only the caller’s own workspace: it names nothing of B, and on A it would change A',
      },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'aiRegionSettings',
      document:
        'query { aiRegionSettings { region dataRegion chooseAllowed options { region model available } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateAiRegion',
      document: 'mutation { updateAiRegion(input: { region: EU_A }) { region } }',
      onOwnHost: {
        notRun: 'changes only the caller’s own workspace: it names nothing of B, and on A it would change A',
      },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'summaryFrameworks',
      document: 'query { summaryFrameworks { framework label sections } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'projectAiDefaults',
      document: 'query($id: ID!) { projectAiDefaults(projectId: $id) { projectId defaultFramework } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateProjectAiDefaults',
      document:
        'mutation($id: ID!) { updateProjectAiDefaults(input: { projectId: $id, defaultFramework: ByQuestion, defaultSummaryLanguage: "de" }) { projectId } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'noteSummary',
      document:
        'query($id: ID!) { noteSummary(noteId: $id) { noteId summary { content } unavailableReason } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'generateNoteSummary',
      document:
        'mutation($id: ID!) { generateNoteSummary(input: { noteId: $id, framework: Summary }) { content } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateNoteSummary',
      document:
        'mutation($id: ID!) { updateNoteSummary(input: { noteId: $id, content: "Defaced by A" }) { content } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startNoteSummary',
      document:
        'mutation($id: ID!) { startNoteSummary(input: { noteId: $id, framework: Summary }) { id status } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'noteSummaryJob',
      document: 'query($id: ID!) { noteSummaryJob(id: $id) { id noteId status progress } }',
      variables: (b) => ({ id: b.summaryJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'cancelNoteSummaryJob',
      document: 'mutation($id: ID!) { cancelNoteSummaryJob(id: $id) { id status } }',
      variables: (b) => ({ id: b.summaryJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'noteSummaryJobProgress',
      document: 'subscription { noteSummaryJobProgress { jobId projectId status text } }',
      onOwnHost: {
        notRun:
          "hears only A's own jobs on A's host: ai-summary-jobs.e2e-spec.ts shows A's socket is refused B's job by id (NOT_FOUND) and hears none of its text",
      },
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'insightSummary',
      document:
        'query($id: ID!) { insightSummary(insightId: $id) { insightId summary { content } unavailableReason } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'generateInsightSummary',
      document:
        'mutation($id: ID!) { generateInsightSummary(input: { insightId: $id, framework: Summary }) { content } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startInsightSummary',
      document:
        'mutation($id: ID!) { startInsightSummary(input: { insightId: $id, framework: Summary }) { id status } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateInsightSummary',
      document:
        'mutation($id: ID!) { updateInsightSummary(input: { insightId: $id, content: "Defaced by A" }) { content } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'aiActivity',
      document: 'query { aiActivity { totalCount nodes { id inputIds } } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.MANAGER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

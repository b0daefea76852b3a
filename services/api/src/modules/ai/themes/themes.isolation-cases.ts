import { Role } from '@fieldnote/core';
import { TokenScope } from '../../../context/token-scope';
import type { ModuleCases } from '../../../testing/operation-cases';

const THEMES = `mutation($input: HighlightThemesInput!) { highlightThemes(input: $input) { considered themes { name highlights { id text } } } }`;
const ACCEPT = `mutation($input: AcceptThemeInput!) { acceptTheme(input: $input) { tag { id title } highlightIds } }`;

/** How themes keep workspace B's highlights from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'highlightThemes (B’s project)',
      document: THEMES,
      variables: (b) => ({ input: { projectId: b.projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'highlightThemes (B’s tag)',
      document: THEMES,
      variables: (b) => ({ input: { tagId: b.tagId, amount: 'LEAST', strictness: 'VERY_RELAXED' } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startHighlightThemes',
      document: `mutation($input: HighlightThemesInput!) { startHighlightThemes(input: $input) { id status } }`,
      variables: (b) => ({ input: { projectId: b.projectId, amount: 'LEAST', strictness: 'VERY_RELAXED' } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'themeJob',
      document: 'query($id: ID!) { themeJob(id: $id) { id status result { themes { name } } } }',
      variables: (b) => ({ id: b.themeJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'themeJobs',
      document: 'query($input: ThemeScopeInput!) { themeJobs(input: $input) { latest { id status } } }',
      variables: (b) => ({ input: { projectId: b.projectId } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'cancelThemeJob',
      document: 'mutation($id: ID!) { cancelThemeJob(id: $id) { id status } }',
      variables: (b) => ({ id: b.themeJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'draftThemeInsight',
      document:
        'mutation($input: DraftThemeInsightInput!) { draftThemeInsight(input: $input) { id title published } }',
      variables: (b) => ({ input: { themeJobId: b.themeJobId, themeIndex: 0 } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'acceptTheme',
      document: ACCEPT,
      variables: (b) => ({
        input: { title: 'Planted by A', highlightIds: [b.highlightId], projectId: b.projectId },
      }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

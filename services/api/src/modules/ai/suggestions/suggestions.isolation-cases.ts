import { Role } from '@fieldnote/core';
import { TokenScope } from '../../../context/token-scope';
import type { ModuleCases } from '../../../testing/operation-cases';

/** How suggested highlights keep workspace B's notes from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'aiAutoFeatures (B’s project)',
      document: 'query($id: ID) { aiAutoFeatures(projectId: $id) { feature effectiveMode } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateAiAutoFeature (B’s project)',
      document:
        'mutation($input: UpdateAiAutoFeatureInput!) { updateAiAutoFeature(input: $input) { feature effectiveMode } }',
      variables: (b) => ({ input: { projectId: b.projectId, feature: 'highlights', mode: 'On' } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'noteHighlightSuggestions (B’s note)',
      document:
        'query($id: ID!) { noteHighlightSuggestions(noteId: $id) { noteId suggestions { id text } } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'suggestHighlights (B’s note)',
      document: 'mutation($id: ID!) { suggestHighlights(noteId: $id) { created } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'reviewHighlightSuggestion (an id of B)',
      document:
        'mutation($input: ReviewHighlightSuggestionInput!) { reviewHighlightSuggestion(input: $input) { id review } }',
      variables: (b) => ({ input: { suggestionId: b.highlightId, review: 'Accepted' } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'acceptAllHighlightSuggestions (B’s note)',
      document: 'mutation($id: ID!) { acceptAllHighlightSuggestions(noteId: $id) { accepted skipped } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

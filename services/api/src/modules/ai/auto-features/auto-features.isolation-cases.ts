import { Role } from '@fieldnote/core';
import { TokenScope } from '../../../context/token-scope';
import type { ModuleCases } from '../../../testing/operation-cases';

/** How the redact auto feature keeps workspace B's notes from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'noteRedactionSuggestions (B’s note)',
      document:
        'query($id: ID!) { noteRedactionSuggestions(noteId: $id) { noteId suggestions { id text } } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'reviewRedactionSuggestion (an id of B)',
      document:
        'mutation($input: ReviewRedactionSuggestionInput!) { reviewRedactionSuggestion(input: $input) { id review } }',
      variables: (b) => ({ input: { suggestionId: b.highlightId, review: 'Rejected' } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

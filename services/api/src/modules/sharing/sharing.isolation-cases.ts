import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the sharing calls (insights, notes, highlights) keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'shareLinks(insightId)',
      document: 'query($id: ID!) { shareLinks(insightId: $id) { id token } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createShareLink',
      document: 'mutation($id: ID!) { createShareLink(insightId: $id) { id token } }',
      variables: (b) => ({ id: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'revokeShareLink',
      document: 'mutation($id: ID!) { revokeShareLink(id: $id) { id } }',
      variables: (b) => ({ id: b.shareLinkId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'noteShareLinks(noteId)',
      document: 'query($id: ID!) { noteShareLinks(noteId: $id) { id token } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'highlightShareLinks(highlightId)',
      document: 'query($id: ID!) { highlightShareLinks(highlightId: $id) { id token } }',
      variables: (b) => ({ id: b.highlightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createNoteShareLink',
      document: 'mutation($id: ID!) { createNoteShareLink(noteId: $id) { id token } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'createHighlightShareLink',
      document: 'mutation($id: ID!) { createHighlightShareLink(highlightId: $id) { id token } }',
      variables: (b) => ({ id: b.highlightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'revokeShareLink (a note link)',
      document: 'mutation($id: ID!) { revokeShareLink(id: $id) { id } }',
      variables: (b) => ({ id: b.noteShareLinkId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
  tokenScope: [
    // Public pages anyone holding the link may open: the dedicated tests of tenant-isolation.e2e-spec.ts
    // cover them (see e2e/api/operation-cases/exemptions.ts).
    {
      name: 'sharedInsight',
      document: 'query($t: String!) { sharedInsight(shareToken: $t) { title } }',
      variables: (b) => ({ t: b.shareToken }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'embeddedHighlight',
      document: 'query($id: ID!) { embeddedHighlight(highlightId: $id) { quote } }',
      variables: (b) => ({ id: b.highlightId }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'sharedNote',
      document: 'query($t: String!) { sharedNote(shareToken: $t) { title } }',
      variables: (b) => ({ t: b.noteShareToken }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'sharedHighlight',
      document: 'query($t: String!) { sharedHighlight(shareToken: $t) { quote } }',
      variables: (b) => ({ t: b.highlightShareToken }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

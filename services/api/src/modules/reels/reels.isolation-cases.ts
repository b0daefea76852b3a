import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the reel calls keep workspace B's recordings, tags and insights from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'noteFileReel',
      document:
        'query($n: ID!, $f: ID!) { noteFileReel(noteId: $n, fileId: $f) { id title clips { text } } }',
      variables: (b) => ({ n: b.noteId, f: b.fileId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'tagReel',
      document: 'query($t: ID!) { tagReel(tagId: $t) { id title clips { text } } }',
      variables: (b) => ({ t: b.tagId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'insightReels',
      document: 'query($i: ID!) { insightReels(insightId: $i) { id title clips { text } } }',
      variables: (b) => ({ i: b.insightId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'reel',
      document: 'query($id: ID!) { reel(id: $id) { id title clips { text } } }',
      variables: (b) => ({ id: b.reelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'createReel',
      document:
        'mutation($i: ID!, $h: [ID!]) { createReel(input: { insightId: $i, title: "A reel", highlightIds: $h }) { id } }',
      variables: (b) => ({ i: b.insightId, h: [b.clipId] }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateReel',
      document: 'mutation($id: ID!) { updateReel(input: { id: $id, title: "Renamed by A" }) { id title } }',
      variables: (b) => ({ id: b.reelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteReel',
      document: 'mutation($id: ID!) { deleteReel(id: $id) }',
      variables: (b) => ({ id: b.reelId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
  tokenScope: [
    // Public embeds anyone may open: reels.e2e-spec.ts covers what they show and to whom.
    {
      name: 'embeddedReel',
      document: 'query($id: ID!) { embeddedReel(reelId: $id) { title } }',
      variables: (b) => ({ id: b.reelId }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'embeddedNoteFileReel',
      document: 'query($n: ID!, $f: ID!) { embeddedNoteFileReel(noteId: $n, fileId: $f) { title } }',
      variables: (b) => ({ n: b.noteId, f: b.fileId }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'embeddedTagReel',
      document: 'query($t: ID!) { embeddedTagReel(tagId: $t) { title } }',
      variables: (b) => ({ t: b.tagId }),
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

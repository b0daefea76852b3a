import { Role } from '@fieldnote/core';
import { TokenScope } from '../../../context/token-scope';
import type { ModuleCases } from '../../../testing/operation-cases';

// B's note title words as the question: on A's host they find nothing of B's (NOT_ENOUGH_DATA or A's own).
const ASK = `mutation($input: AskInput!) { ask(input: $input) { summary citations { id quote title } } }`;

/** How Ask keeps workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'ask (B’s project)',
      document: ASK,
      variables: (b) => ({ input: { question: `What does ${b.noteTitle} say?`, projectId: b.projectId } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'ask (B’s note)',
      document: ASK,
      variables: (b) => ({ input: { question: `What does ${b.noteTitle} say?`, noteId: b.noteId } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'ask (B’s folder)',
      document: ASK,
      variables: (b) => ({ input: { question: `What does ${b.noteTitle} say?`, folderId: b.folderId } }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

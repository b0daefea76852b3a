import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import type { ModuleCases } from '../../testing/operation-cases';

/** How the files calls keep workspace B's data from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'files(noteId)',
      document: 'query($id: ID!) { files(noteId: $id) { id name url } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'file(id)',
      document: 'query($id: ID!) { file(id: $id) { id name transcript { text } } }',
      variables: (b) => ({ id: b.fileId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'deleteFile',
      document: 'mutation($id: ID!) { deleteFile(id: $id) }',
      variables: (b) => ({ id: b.fileId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'importTranscript',
      document:
        'mutation($f: ID!, $c: String!) { importTranscript(input: { fileId: $f, content: $c }) { id } }',
      variables: (b) => ({ f: b.fileId, c: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nPlanted by A\n' }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

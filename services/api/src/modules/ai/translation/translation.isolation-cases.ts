import { Role } from '@fieldnote/core';
import { TokenScope } from '../../../context/token-scope';
import type { ModuleCases } from '../../../testing/operation-cases';

/** How note translation keeps workspace B's notes from workspace A, and what an API token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'startNoteTranslation',
      document:
        'mutation($id: ID!) { startNoteTranslation(input: { noteId: $id, targetLanguage: "de", sourceLanguage: "en" }) { id status } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'noteTranslationJob',
      document: 'query($id: ID!) { noteTranslationJob(id: $id) { id noteId status translatedNoteId } }',
      variables: (b) => ({ id: b.translationJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'noteTranslationJobs',
      document: 'query($id: ID!) { noteTranslationJobs(noteId: $id) { live { id status } } }',
      variables: (b) => ({ id: b.noteId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'cancelNoteTranslation',
      document: 'mutation($id: ID!) { cancelNoteTranslation(id: $id) { id status } }',
      variables: (b) => ({ id: b.translationJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

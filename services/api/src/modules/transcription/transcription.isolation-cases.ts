import { Role } from '@fieldnote/core';
import { TokenScope } from '../../context/token-scope';
import { CREATES_IN_OWN_WORKSPACE, type ModuleCases } from '../../testing/operation-cases';

const JOB = 'id fileId status progress language errorMessage';

/** How transcription keeps workspace B's recordings and jobs from workspace A, and what a token may call. */
export const cases: ModuleCases = {
  isolation: [
    {
      name: 'transcriptionSettings',
      document: '{ transcriptionSettings { defaultLanguage provider minutesUsedThisMonth } }',
      onOwnHost: 'NO_LEAK',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateTranscriptionSettings',
      document:
        'mutation { updateTranscriptionSettings(input: { defaultLanguage: "de" }) { defaultLanguage } }',
      onOwnHost: { notRun: CREATES_IN_OWN_WORKSPACE },
      minRole: Role.MANAGER,
      tokenScope: TokenScope.SESSION_ONLY,
    },
    {
      name: 'projectTranscriptionSettings',
      document: 'query($id: ID!) { projectTranscriptionSettings(projectId: $id) { projectId language } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'updateProjectTranscriptionSettings',
      document:
        'mutation($id: ID!) { updateProjectTranscriptionSettings(input: { projectId: $id, language: "fr" }) { language } }',
      variables: (b) => ({ id: b.projectId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'fileTranscription',
      document: `query($id: ID!) { fileTranscription(fileId: $id) { fileId job { ${JOB} } } }`,
      variables: (b) => ({ id: b.fileId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'transcriptionJob',
      document: `query($id: ID!) { transcriptionJob(id: $id) { ${JOB} } }`,
      variables: (b) => ({ id: b.transcriptionJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.VIEWER,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'startTranscription',
      document: `mutation($id: ID!) { startTranscription(input: { fileId: $id, language: "en" }) { ${JOB} } }`,
      variables: (b) => ({ id: b.fileId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
    {
      name: 'cancelTranscription',
      document: `mutation($id: ID!) { cancelTranscription(id: $id) { ${JOB} } }`,
      variables: (b) => ({ id: b.transcriptionJobId }),
      onOwnHost: 'NOT_FOUND',
      minRole: Role.CONTRIBUTOR,
      tokenScope: TokenScope.TOKEN_ALLOWED,
    },
  ],
};

import type { ApolloCache } from '@apollo/client';
import type { ImportTranscriptMutation, ImportTranscriptMutationVariables } from '../../../gql/graphql';

/**
 * After importTranscript: the file's cached transcript is the one it answers (an import replaces
 * the lines a file had), so the transcript is not read again.
 */
export function replaceTranscriptInCache(
  cache: ApolloCache,
  { importTranscript: cues }: ImportTranscriptMutation,
  { input }: ImportTranscriptMutationVariables,
): void {
  cache.modify({
    id: cache.identify({ __typename: 'File', id: String(input.fileId) }),
    fields: {
      transcript: (_before, { toReference }) =>
        cues.flatMap((cue) => toReference({ __typename: 'TranscriptCue', id: cue.id }) ?? []),
    },
  });
}

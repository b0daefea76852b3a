import { useEffect } from 'react';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { FILE_TRANSCRIPTION_QUERY } from '../operations';

/** How often a live job's progress is read again. */
const POLL_MS = 1000;

/** A file's newest transcription job, read again every second while it is queued or running. */
export function useFileTranscription(fileId: string) {
  const query = useGraphqlQuery(FILE_TRANSCRIPTION_QUERY, { fileId }, { fresh: true });
  const job = query.data?.fileTranscription.job ?? null;
  const live = job?.status === 'QUEUED' || job?.status === 'RUNNING';
  const { refetch } = query;
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [live, refetch]);
  return { job, live, error: query.error, refetch };
}

import { print } from 'graphql';
import { useEffect, useRef, useState } from 'react';
import type { NoteSummaryJobProgressSubscription } from '../../../gql/graphql';
import { NOTE_SUMMARY_JOB_PROGRESS_SUBSCRIPTION } from '../operations';

/** One step of a summary job as the Summary tab shows it. */
export type SummaryJobStep = NoteSummaryJobProgressSubscription['noteSummaryJobProgress'];

/**
 * Follows a summary job while it is written (noteSummaryJobProgress over the app's GraphQL socket):
 * its state, progress and the text so far. The socket opens for the job and closes when it ends or
 * the component leaves. `onEnd` hears the last step (COMPLETED, FAILED or CANCELLED).
 */
export function useSummaryJobProgress(
  jobId: string | null,
  onEnd: (step: SummaryJobStep) => void,
): { step: SummaryJobStep | null; text: string } {
  const [step, setStep] = useState<SummaryJobStep | null>(null);
  const [text, setText] = useState('');
  const ended = useRef(onEnd);
  ended.current = onEnd;

  useEffect(() => {
    setStep(null);
    setText('');
    if (!jobId) return;
    let stopped = false;
    let dispose: (() => void) | undefined;
    // The socket library loads with the first job, not with the page.
    void import('graphql-ws').then(({ createClient }) => {
      if (stopped) return;
      const url = new URL('/api/graphql', window.location.href);
      url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
      const client = createClient({ url: url.toString(), retryAttempts: 3 });
      const unsubscribe = client.subscribe<NoteSummaryJobProgressSubscription>(
        { query: print(NOTE_SUMMARY_JOB_PROGRESS_SUBSCRIPTION), variables: { jobId } },
        {
          next: ({ data }) => {
            const next = data?.noteSummaryJobProgress;
            if (!next) return;
            setStep(next);
            if (next.text !== null && next.text !== undefined) setText(next.text);
            if (next.status === 'COMPLETED' || next.status === 'FAILED' || next.status === 'CANCELLED')
              ended.current(next);
          },
          error: () =>
            ended.current({
              jobId,
              status: 'FAILED',
              progress: 0,
              text: null,
              errorMessage: null,
            }),
          complete: () => undefined,
        },
      );
      dispose = () => {
        unsubscribe();
        void client.dispose();
      };
    });
    return () => {
      stopped = true;
      dispose?.();
    };
  }, [jobId]);

  return { step, text };
}

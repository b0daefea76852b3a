import { useEffect, useState } from 'react';
import type { SummaryFramework } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { CANCEL_NOTE_SUMMARY_JOB_MUTATION } from '../operations';
import { type FrameworkPlanAccess, startingFramework } from '../utils/frameworkAccess';
import { type SummaryJobStep, useSummaryJobProgress } from './useSummaryJobProgress';

/** What a summary is asked for with. */
export interface SummaryJobRequest {
  framework: SummaryFramework;
  language: string;
  customPrompt?: string | null;
}

/** What a summary panel (a note's Summary tab, an insight's AI summary) reads of its panel query. */
interface SummaryPanelData {
  defaultFramework: SummaryFramework;
  defaultLanguage: string;
  summary: { framework: SummaryFramework; language: string } | null;
  activeJob?: { id: string; status: string; progress: number } | null;
}

/**
 * The state a summary panel keeps, a note's or an insight's: the framework, language and prompt
 * pickers (starting at the summary's own framework, else the project's default, else Summary when the
 * plan does not allow that one: `access`, waited for when given), the summary job it
 * started or found running (followed as it is written, stopped with `cancel`), how the last one ended,
 * and a hand edit that reloads the panel once saved. `start` queues a job and answers its id.
 */
export function useSummaryGeneration(
  data: SummaryPanelData | undefined,
  refetch: () => unknown,
  start: (request: SummaryJobRequest) => Promise<string | undefined>,
  saveContent: (content: string) => Promise<boolean>,
  access?: FrameworkPlanAccess | null,
) {
  const [framework, setFramework] = useState<SummaryFramework | ''>('');
  const [language, setLanguage] = useState('');
  const [customPrompt, setCustomPrompt] = useState('');
  const [startedJobId, setStartedJobId] = useState<string | null>(null);
  const [ended, setEnded] = useState<SummaryJobStep | null>(null);
  const [starting, setStarting] = useState(false);
  const [cancelJob, cancelling] = useGraphqlMutation(CANCEL_NOTE_SUMMARY_JOB_MUTATION);
  const jobId = startedJobId ?? data?.activeJob?.id ?? null;
  const job = useSummaryJobProgress(jobId, (last) => {
    setStartedJobId(null);
    setEnded(last);
    void refetch();
  });

  useEffect(() => {
    // null: the plan's frameworks are still loading.
    if (!data || access === null) return;
    setFramework((f) => f || startingFramework(data.summary?.framework ?? data.defaultFramework, access));
    setLanguage((l) => l || (data.summary?.language ?? data.defaultLanguage));
  }, [data, access]);

  const startJob = async (request: SummaryJobRequest) => {
    setEnded(null);
    setStarting(true);
    try {
      const id = await start(request);
      if (id) setStartedJobId(id);
    } finally {
      setStarting(false);
    }
  };
  return {
    fields: {
      framework,
      onFramework: setFramework,
      language,
      onLanguage: setLanguage,
      customPrompt,
      onCustomPrompt: setCustomPrompt,
    },
    jobId,
    running: jobId !== null,
    starting,
    progress: job.step?.progress ?? data?.activeJob?.progress ?? 0,
    queued: (job.step?.status ?? data?.activeJob?.status) === 'QUEUED',
    text: job.text,
    ended,
    dismissEnded: () => setEnded(null),
    startJob,
    generate: async () => {
      if (!framework) return;
      await startJob({
        framework,
        language,
        customPrompt: framework === 'CustomPrompt' ? customPrompt : null,
      });
    },
    cancel: async () => {
      if (jobId) await cancelJob({ id: jobId });
    },
    cancelling,
    save: async (content: string) => {
      const done = await saveContent(content);
      if (done) refetch();
      return done;
    },
  };
}

/** A summary panel's generation state, as useSummaryGeneration answers it. */
export type SummaryGeneration = ReturnType<typeof useSummaryGeneration>;

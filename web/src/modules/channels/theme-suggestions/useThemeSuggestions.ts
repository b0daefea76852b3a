import { useCallback, useEffect, useRef } from 'react';
import type { ChannelClusterAmount, ChannelThemeJobFieldsFragment } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  CANCEL_CHANNEL_THEME_JOB_MUTATION,
  CHANNEL_THEME_JOBS_QUERY,
  START_CHANNEL_THEME_SUGGESTIONS_MUTATION,
} from './operations';

/** How often a running suggestion job's progress is read. */
const POLL_MS = 500;

export type ChannelThemeJob = ChannelThemeJobFieldsFragment;

/**
 * A channel's theme suggestions as jobs (issue 34): the newest job (its progress read while it
 * runs) and the newest completed one, whose suggestions stay put while a member works through them
 * (a job's suggestions are kept with it: re-reading answers the same groups). The first open of a
 * channel that never had suggestions starts a job with the dialog's choices.
 */
export function useThemeSuggestions(
  open: boolean,
  channelId: string,
  choices: { amount: ChannelClusterAmount; unthemedOnly: boolean },
) {
  const jobs = useGraphqlQuery(CHANNEL_THEME_JOBS_QUERY, { channelId }, { skip: !open, fresh: true });
  const latest = jobs.data?.themeJobs.latest ?? null;
  const lastCompleted = jobs.data?.themeJobs.lastCompleted ?? null;
  const live = latest?.status === 'QUEUED' || latest?.status === 'RUNNING';
  const [startJob, starting] = useGraphqlMutation(START_CHANNEL_THEME_SUGGESTIONS_MUTATION);
  const [cancelJob, cancelling] = useGraphqlMutation(CANCEL_CHANNEL_THEME_JOB_MUTATION);
  const { refetch } = jobs;

  useEffect(() => {
    if (!open || !live) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [open, live, refetch]);

  const start = useCallback(async () => {
    if (await startJob({ input: { channelId, ...choices } })) refetch();
  }, [startJob, channelId, choices, refetch]);

  const stop = useCallback(async () => {
    if (latest && (await cancelJob({ id: latest.id }))) refetch();
  }, [cancelJob, latest, refetch]);

  // A channel with no job yet: opening the dialog asks for suggestions at once, once per open.
  const autoStarted = useRef(false);
  const loaded = jobs.data !== undefined && !jobs.loading;
  useEffect(() => {
    if (!open) {
      autoStarted.current = false;
      return;
    }
    if (!loaded || latest || autoStarted.current) return;
    autoStarted.current = true;
    void start();
  }, [open, loaded, latest, start]);

  return {
    latest,
    lastCompleted,
    live,
    loading: jobs.loading && !jobs.data,
    error: jobs.error ?? starting.error ?? cancelling.error,
    retry: refetch,
    start,
    starting: starting.loading,
    stop,
    stopping: cancelling.loading,
  };
}

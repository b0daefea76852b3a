import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChannelClusterAmount, ChannelThemeSuggestionsQuery } from '../../../gql/graphql';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { CHANNEL_THEME_SUGGESTIONS_QUERY } from './operations';

type Answer = ChannelThemeSuggestionsQuery['channelThemeSuggestions'];

/**
 * The suggestions of a channel for the dialog's choices, asked once per open and per change of a
 * choice. Deliberately not a watched query: creating a theme (or anyone's change arriving live)
 * re-reads the page's queries, and the groups a member is working through must not reshuffle under
 * them. An answer to older choices never replaces a newer one.
 */
export function useThemeSuggestions(
  open: boolean,
  channelId: string,
  amount: ChannelClusterAmount,
  unthemedOnly: boolean,
): { answer: Answer | undefined; error: unknown; retry: () => void } {
  const [answer, setAnswer] = useState<Answer | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!open) return;
    const request = ++latest.current;
    setAnswer(undefined);
    setError(undefined);
    graphqlRequest(CHANNEL_THEME_SUGGESTIONS_QUERY, { input: { channelId, amount, unthemedOnly } }).then(
      (data) => {
        if (request === latest.current) setAnswer(data.channelThemeSuggestions);
      },
      (caught: unknown) => {
        if (request === latest.current) setError(caught);
      },
    );
  }, [open, channelId, amount, unthemedOnly, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { answer, error, retry };
}

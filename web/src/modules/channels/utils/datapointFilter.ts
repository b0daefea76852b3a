import type { DatapointFilter } from '../types/DatapointFilter';
import { type ChannelView, NO_THEME, rangeInstants } from './channelView';

/** The grid's filter for a view: its theme (or no theme), sentiment, text and dates. */
export function datapointFilter(view: ChannelView): DatapointFilter {
  return {
    themeId: view.theme && view.theme !== NO_THEME ? view.theme : null,
    unthemed: view.theme === NO_THEME ? true : null,
    sentiment: view.sentiment,
    contains: view.contains,
    ...rangeInstants(view),
  };
}

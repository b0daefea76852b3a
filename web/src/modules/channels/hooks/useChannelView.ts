import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ChannelView, formatChannelView, parseChannelView } from '../utils/channelView';

/**
 * The channel page's view (tab, chart type, date range, data point filter) read from and written to
 * the address's hash, so a reload, the back button or a shared link show the same thing. Changes
 * replace the history entry: moving around a page is not a trail of pages to go back through.
 */
export function useChannelView(): [ChannelView, (change: Partial<ChannelView>) => void] {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseChannelView(hash), [hash]);
  const update = useCallback(
    (change: Partial<ChannelView>) => {
      // Changes made in quick succession (a click, then typing) each build on the address as it is
      // now, not on the one of the last render.
      const { pathname, search, hash: current } = window.location;
      const next = formatChannelView({ ...parseChannelView(current), ...change });
      if (next === current.replace(/^#/, '')) return;
      void navigate({ pathname, search, hash: next }, { replace: true, preventScrollReset: true });
    },
    [navigate],
  );
  return [view, update];
}

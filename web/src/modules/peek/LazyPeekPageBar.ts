import { preloadable } from '../common/utils/preloadable';

/** The bar above an item page opened from a list, loaded only on such a page (see LazyPeekHost). */
export const LazyPeekPageBar = preloadable(
  () => import('./components/peekFrames').then((m) => m.PeekPageBar),
  null,
);

import { preloadable } from '../common/utils/preloadable';

/**
 * The peek frames (dialog, drawer, mode switch), loaded when a peek first opens or a link to one is
 * pointed at: the shell that holds them comes with the first screen, which they would weigh down.
 */
export const LazyPeekHost = preloadable(
  () => import('./components/peekFrames').then((m) => m.PeekHost),
  null,
);

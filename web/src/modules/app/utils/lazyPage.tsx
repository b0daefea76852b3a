import type { ComponentType } from 'react';
import { LoadingState } from '../../common/components/LoadingState';
import { type Preloadable, preloadable } from '../../common/utils/preloadable';

/**
 * A page loaded when first opened (or ahead of time with `.preload()`), behind a loading state: the
 * first screen's JavaScript stays within its budget (README, "Initial JavaScript"), every other page
 * comes as its own chunk.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  return preloadable(load, <LoadingState />);
}

import { type ComponentType, Suspense, lazy } from 'react';
import { LoadingState } from '../../common/components/LoadingState';

/**
 * A page loaded when first opened, behind a loading state: the first screen's JavaScript stays within
 * its budget (README, "Initial JavaScript"), every other page comes as its own chunk.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page {...props} />
      </Suspense>
    );
  };
}

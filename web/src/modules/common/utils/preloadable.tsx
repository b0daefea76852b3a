import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

/** A component loaded on first use, that can also be asked to load ahead of time. */
export type Preloadable<P> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A component whose code is loaded when it is first shown (or earlier, through `preload()`), with
 * `fallback` until then. Unlike React.lazy it does not suspend: React holds back the reveal of a
 * suspended boundary until 300 ms after its fallback appeared, which made every page and editor
 * that loaded faster than that wait for nothing (a 20,000-word note opened ~0.4 s later). Once loaded,
 * it renders at once, with no loading frame. A failed load reaches the nearest error boundary, and the
 * next mount tries again.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function Loader(props: P) {
    // Chosen once per mount: a component type that changed later would remount the page.
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    useEffect(() => {
      if (Component) return;
      let live = true;
      preload().then(
        (component) => live && setComponent(() => component),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [Component]);
    if (failure) throw failure.error;
    return Component ? <Component {...props} /> : fallback;
  }
  return Object.assign(Loader, { preload });
}

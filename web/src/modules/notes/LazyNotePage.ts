import { lazyPage } from '../app/utils/lazyPage';

/** /data/:noteId, loaded when first opened or ahead of time (see usePreloadNotePage). */
export const LazyNotePage = lazyPage(() => import('./components/NotePage').then((m) => m.NotePage));

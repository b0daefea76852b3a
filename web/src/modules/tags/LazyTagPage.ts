import { lazyPage } from '../app/utils/lazyPage';

/** /tags/:tagId, loaded when first opened as a page or as a peek. */
export const LazyTagPage = lazyPage(() => import('./components/TagPage').then((m) => m.TagPage));

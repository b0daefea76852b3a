import { lazyPage } from '../app/utils/lazyPage';

/** /people/:personId (and /contacts/:personId), loaded when first opened as a page or as a peek. */
export const LazyPersonPage = lazyPage(() => import('./components/PersonPage').then((m) => m.PersonPage));

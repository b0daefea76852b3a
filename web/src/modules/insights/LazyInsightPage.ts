import { lazyPage } from '../app/utils/lazyPage';

/** /insights/:insightId, loaded when first opened as a page or as a peek. */
export const LazyInsightPage = lazyPage(() => import('./components/InsightPage').then((m) => m.InsightPage));

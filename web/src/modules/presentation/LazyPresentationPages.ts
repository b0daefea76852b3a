import { lazyPage } from '../app/utils/lazyPage';

/** Presentation mode pages, loaded when one is opened (they bring the insight editor's read-only view). */
export const InsightsPresentationPage = lazyPage(() =>
  import('./components/InsightsPresentationPage').then((m) => m.InsightsPresentationPage),
);
export const ViewPresentationPage = lazyPage(() =>
  import('./components/ViewPresentationPage').then((m) => m.ViewPresentationPage),
);

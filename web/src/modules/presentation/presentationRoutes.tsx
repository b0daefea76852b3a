import type { RouteObject } from 'react-router-dom';
import { RequireSignedIn } from '../auth/components/RequireSignedIn';
import { InsightsPresentationPage, ViewPresentationPage } from './LazyPresentationPages';

const insightsDeck = (
  <RequireSignedIn>
    <InsightsPresentationPage />
  </RequireSignedIn>
);
const viewDeck = (
  <RequireSignedIn>
    <ViewPresentationPage />
  </RequireSignedIn>
);

/**
 * Spec 000 §2 presentation mode, inside a project: /insights/present, /insights/present/{insightId},
 * /v/{viewId}/present, /v/{viewId}/present/{insightId}. Outside the app shell: a deck fills the screen.
 */
export const presentationRoutes: RouteObject[] = [
  { path: '/projects/:projectId/insights/present', element: insightsDeck },
  { path: '/projects/:projectId/insights/present/:insightId', element: insightsDeck },
  { path: '/projects/:projectId/v/:viewId/present', element: viewDeck },
  { path: '/projects/:projectId/v/:viewId/present/:insightId', element: viewDeck },
];

import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../app/utils/lazyPage';

const TemplatesOverviewPage = lazyPage(() =>
  import('./components/TemplatesOverviewPage').then((m) => m.TemplatesOverviewPage),
);
const InsightTemplatesPage = lazyPage(() =>
  import('./components/InsightTemplatesPage').then((m) => m.InsightTemplatesPage),
);
// The template editor brings the insight editor's schema: loaded only when a template is opened.
const InsightTemplatePage = lazyPage(() =>
  import('./components/InsightTemplatePage').then((m) => m.InsightTemplatePage),
);
const ProjectTemplatesPage = lazyPage(() =>
  import('./components/ProjectTemplatesPage').then((m) => m.ProjectTemplatesPage),
);

/** Spec 000 §2 /settings/templates, /insights, /insights/{insightId}, /projects: children of /settings. */
export const templateRoutes: RouteObject[] = [
  { path: 'templates', element: <TemplatesOverviewPage /> },
  { path: 'templates/insights', element: <InsightTemplatesPage /> },
  { path: 'templates/insights/:insightId', element: <InsightTemplatePage /> },
  { path: 'templates/projects', element: <ProjectTemplatesPage /> },
];

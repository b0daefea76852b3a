import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../app/utils/lazyPage';

const OnboardingIndexPage = lazyPage(() =>
  import('./components/OnboardingIndexPage').then((m) => m.OnboardingIndexPage),
);
const SetupWorkspacePage = lazyPage(() =>
  import('./components/SetupWorkspacePage').then((m) => m.SetupWorkspacePage),
);
const ProjectSetupPage = lazyPage(() =>
  import('./components/ProjectSetupPage').then((m) => m.ProjectSetupPage),
);
const GettingStartedPage = lazyPage(() =>
  import('./components/GettingStartedPage').then((m) => m.GettingStartedPage),
);

/** Spec 000 §2 /onboarding, /getting-started, /setup-workspace, /project-setup: children of the signed-in shell. */
export const onboardingRoutes: RouteObject[] = [
  { path: 'onboarding', element: <OnboardingIndexPage /> },
  { path: 'onboarding/setup-workspace', element: <SetupWorkspacePage /> },
  { path: 'onboarding/project-setup', element: <ProjectSetupPage /> },
  { path: 'onboarding/getting-started', element: <GettingStartedPage /> },
];

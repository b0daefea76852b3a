import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { projectStrings } from '../strings';

/** "All projects / <project> / …" above a note or an insight; the project appears once it is loaded. */
export function ProjectBreadcrumbs({
  project,
  projectPath,
  children,
}: {
  project: { id: string; title: string } | null;
  /** Where the project link goes, e.g. its insights tab. */
  projectPath: (projectId: string) => string;
  children?: ReactNode;
}) {
  return (
    <Breadcrumbs sx={{ mb: 1 }}>
      <Link component={RouterLink} to="/projects" underline="hover" color="inherit">
        {projectStrings.backToProjects}
      </Link>
      {project ? (
        <Link component={RouterLink} to={projectPath(project.id)} underline="hover" color="inherit">
          {project.title}
        </Link>
      ) : null}
      {children}
    </Breadcrumbs>
  );
}

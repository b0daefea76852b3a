import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadingState } from '../../common/components/LoadingState';
import { PageLoadError } from '../../common/components/PageLoadError';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ExportProjectDialog } from '../../project-transfer/components/ExportProjectDialog';
import { ProjectBreadcrumbs } from '../../projects/components/ProjectBreadcrumbs';
import { PROJECT_QUERY } from '../../projects/operations';
import { exportStrings as strings, exportPaths } from '../strings';

/**
 * /projects/{projectId}/settings/export (spec 000 §2): the project's highlights and notes as CSV
 * (streamed by the server as it reads them: the browser's download shows the progress), and the
 * whole project as the spec's file set (a job whose dialog shows its progress).
 */
export function ProjectExportPage() {
  const { projectId = '' } = useParams();
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_QUERY, { id: projectId });
  const [exporting, setExporting] = useState(false);
  if (loading && !data) return <LoadingState />;
  if (!data) return <PageLoadError error={error} onRetry={refetch} />;
  const { project } = data;
  const files = [
    {
      title: strings.highlightsCsv,
      body: strings.highlightsCsvBody,
      href: exportPaths.highlightsCsv(project.id),
    },
    { title: strings.notesCsv, body: strings.notesCsvBody, href: exportPaths.notesCsv(project.id) },
  ];
  return (
    <>
      <ProjectBreadcrumbs project={project} projectPath={() => itemPaths.project(project)} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {strings.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720 }}>
        {strings.intro}
      </Typography>
      <Paper variant="outlined" sx={{ maxWidth: 720 }}>
        <List aria-label={strings.title} disablePadding>
          {files.map((file) => (
            <ListItem key={file.href} divider sx={{ flexWrap: 'wrap', gap: 1 }} secondaryAction={null}>
              <ListItemText primary={file.title} secondary={file.body} sx={{ minWidth: 220 }} />
              <Button
                href={file.href}
                download
                startIcon={<DownloadIcon />}
                aria-label={`${strings.download} ${file.title}`}
              >
                {strings.download}
              </Button>
            </ListItem>
          ))}
          <ListItem sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              primary={strings.projectFile}
              secondary={strings.projectFileBody}
              sx={{ minWidth: 220 }}
            />
            <Button onClick={() => setExporting(true)}>{strings.exportProject}</Button>
          </ListItem>
        </List>
      </Paper>
      <ExportProjectDialog projectId={project.id} open={exporting} onClose={() => setExporting(false)} />
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProjectTransferFieldsFragment } from '../../../gql/graphql';
import { projectTransferStrings as strings } from '../strings';

/** What an import brought in: counts of each kind, placeholder authors, the new project and the id mapping. */
export function ProjectImportReport({ report }: { report: ProjectTransferFieldsFragment }) {
  const tables = report.mappingTables.filter((t) => t.count > 0);
  return (
    <Stack spacing={2}>
      <Alert severity="success">{strings.importDone(report.projectTitle)}</Alert>
      <Typography variant="subtitle1" component="h3">
        {strings.counts} · {strings.records(report.recordCount)}
      </Typography>
      <List dense aria-label={strings.counts}>
        {tables.map((table) => (
          <ListItem key={table.table} disableGutters>
            <ListItemText
              primary={strings.tables[table.table] ?? table.table}
              secondary={table.count.toLocaleString()}
            />
          </ListItem>
        ))}
      </List>
      {report.placeholders.length > 0 ? (
        <Alert severity="info">
          <Typography sx={{ fontWeight: 600 }}>{strings.placeholdersTitle}</Typography>
          <Typography variant="body2">{strings.placeholdersHelp}</Typography>
          <ul>
            {report.placeholders.map((p) => (
              <li key={`${p.name}${p.email}`}>
                {p.name} {p.email ? `(${p.email})` : ''}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {report.projectId ? (
          <Button variant="contained" component={RouterLink} to={`/projects/${report.projectId}`}>
            {strings.openProject}
          </Button>
        ) : null}
        {report.reportUrl ? (
          <Button href={report.reportUrl} download>
            {strings.downloadReport}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

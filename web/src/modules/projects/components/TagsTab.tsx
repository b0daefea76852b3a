import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { PeekLink } from '../../peek/components/PeekLink';
import { TagChip } from '../../common/components/TagChip';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { TAGS_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { TagBoardsSection } from '../../tag-boards/components/TagBoardsSection';
import { tagStrings } from '../../tags/strings';
import { EmptyState } from './EmptyState';
import { TagChartSection } from '../../tag-charts/components/TagChartSection';

/**
 * The project's tag chart, its tag boards, then its tags as colour chips with their highlight counts, and for
 * contributors a way to their settings page (rename, merge, delete).
 */
export function TagsTab({
  project,
  editable,
}: {
  project: { id: string; title: string };
  editable: boolean;
}) {
  return (
    <>
      <TagChartSection projectId={project.id} editable={editable} />
      <TagBoardsSection project={project} editable={editable} />
      {editable ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button component={RouterLink} to={itemPaths.projectTags(project)}>
            {tagStrings.manageProjectTags}
          </Button>
        </Stack>
      ) : null}
      <TagTable projectId={project.id} />
    </>
  );
}

function TagTable({ projectId }: { projectId: string }) {
  const { data, error, loading, refetch } = useGraphqlQuery(TAGS_QUERY, { projectId });
  if (loading && !data) return <LoadingState />;
  if (error) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data || data.tags.length === 0) return <EmptyState text={projectStrings.noTags} />;
  return (
    <Paper variant="outlined">
      <Table aria-label={projectStrings.tabTags}>
        <TableHead>
          <TableRow>
            <TableCell>{projectStrings.tabTags}</TableCell>
            <TableCell align="right">{projectStrings.highlightsColumn}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.tags.map((tag) => (
            <TableRow key={tag.id}>
              <TableCell>
                <TagChip
                  title={tag.title}
                  color={tag.color}
                  to={itemPaths.tag(tag)}
                  linkComponent={PeekLink}
                />
              </TableCell>
              <TableCell align="right">{projectStrings.highlightCount(tag.highlightCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

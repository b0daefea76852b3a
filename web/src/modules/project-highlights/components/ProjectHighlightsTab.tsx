import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { TagChip } from '../../common/components/TagChip';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { EmptyState } from '../../projects/components/EmptyState';
import { PeekLink } from '../../peek/components/PeekLink';
import { PEEK_PARAM } from '../../peek/utils/peekSearch';
import { SentimentChip } from '../../themes/components/SentimentChip';
import { ThemesPanel } from '../../themes/components/ThemesPanel';
import { FILTER_TAGS_QUERY, PROJECT_HIGHLIGHTS_QUERY } from '../operations';
import { PAGE_SIZES, projectHighlightStrings as strings } from '../strings';
import { TagFilter } from './TagFilter';

/**
 * /projects/{projectId}/highlights: every highlight of the project's notes, newest first, with a
 * tag filter. The filter and the page live in the address (?tag=…&page=…&size=…), so a filtered
 * view survives a reload and can be shared.
 */
export function ProjectHighlightsTab({ projectId }: { projectId: string }) {
  const [params, setParams] = useSearchParams();
  const tagIds = params.getAll('tag');
  const size = PAGE_SIZES.find((s) => String(s) === params.get('size')) ?? PAGE_SIZES[0];
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0);
  const tags = useGraphqlQuery(FILTER_TAGS_QUERY, { projectId });
  const { data, error, loading, refetch } = useGraphqlQuery(PROJECT_HIGHLIGHTS_QUERY, {
    projectId,
    tagIds: tagIds.length > 0 ? tagIds : null,
    offset: page * size,
    limit: size,
  });

  const update = (next: { tags?: string[]; page?: number; size?: number }) => {
    const out = new URLSearchParams();
    // An open Side peek stays open while the list beside it is filtered or paged.
    const peek = params.get(PEEK_PARAM);
    if (peek) out.set(PEEK_PARAM, peek);
    for (const id of next.tags ?? tagIds) out.append('tag', id);
    const nextPage = next.page ?? (next.tags || next.size ? 0 : page);
    if (nextPage > 0) out.set('page', String(nextPage));
    const nextSize = next.size ?? size;
    if (nextSize !== PAGE_SIZES[0]) out.set('size', String(nextSize));
    setParams(out);
  };

  const result = data?.projectHighlights;
  return (
    <>
      <ThemesPanel projectId={projectId} />
      <ErrorAlert error={tags.error} onRetry={tags.refetch} />
      <TagFilter
        tags={tags.data?.tags ?? []}
        selectedIds={tagIds}
        onChange={(ids) => update({ tags: ids })}
      />
      <ErrorAlert error={error} onRetry={refetch} />
      {loading && !data ? <LoadingState /> : null}
      {result && result.total === 0 && tagIds.length === 0 ? (
        <EmptyState text={strings.noHighlights} hint={strings.noHighlightsHint} />
      ) : null}
      {result && result.total === 0 && tagIds.length > 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{strings.noMatches}</Typography>
          <Button onClick={() => update({ tags: [] })} sx={{ mt: 1 }}>
            {strings.clearFilter}
          </Button>
        </Paper>
      ) : null}
      {result && result.items.length > 0 ? (
        <>
          <Stack
            component="ul"
            aria-label={strings.listLabel}
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {result.items.map((highlight) => (
              <Paper
                component="li"
                variant="outlined"
                key={highlight.id}
                sx={{ p: 2 }}
                data-testid="project-highlight"
              >
                <Box
                  component="blockquote"
                  sx={{ m: 0, pl: 1.5, borderLeft: 3, borderColor: 'warning.light', whiteSpace: 'pre-wrap' }}
                >
                  <Typography>{highlight.text}</Typography>
                </Box>
                <Stack
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <SentimentChip sentiment={highlight.sentiment} />
                  {highlight.tags.map((tag) => (
                    <TagChip
                      key={tag.id}
                      title={tag.title}
                      color={tag.color}
                      to={itemPaths.tag(tag)}
                      linkComponent={PeekLink}
                    />
                  ))}
                  <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                    {strings.fromNote}{' '}
                    <Link
                      component={PeekLink}
                      to={`${itemPaths.note({ id: highlight.noteId, title: highlight.noteTitle })}#highlight-${highlight.id}`}
                    >
                      {highlight.noteTitle || strings.untitledNote}
                    </Link>
                    {' · '}
                    {strings.created(formatDate(highlight.createdAt))}
                  </Typography>
                </Stack>
              </Paper>
            ))}
          </Stack>
          <TablePagination
            component="div"
            count={result.total}
            page={Math.min(page, Math.max(0, Math.ceil(result.total / size) - 1))}
            rowsPerPage={size}
            rowsPerPageOptions={[...PAGE_SIZES]}
            onPageChange={(_event, next) => update({ page: next })}
            onRowsPerPageChange={(event) => update({ size: Number(event.target.value) })}
            labelRowsPerPage={strings.perPage}
            labelDisplayedRows={({ from, to, count }) => strings.shown(from, to, count)}
          />
        </>
      ) : null}
    </>
  );
}

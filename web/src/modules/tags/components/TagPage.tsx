import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { PageLoadError } from '../../common/components/PageLoadError';
import { LoadingState } from '../../common/components/LoadingState';
import { TagChip } from '../../common/components/TagChip';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PeekLink } from '../../peek/components/PeekLink';
import { SentimentChip } from '../../themes/components/SentimentChip';
import { ThemesPanel } from '../../themes/components/ThemesPanel';
import { TAG_PAGE_QUERY } from '../operations';
import { tagStrings } from '../strings';

/**
 * /tags/:tagId: the tag and every highlight carrying it, across notes, each linking to its note
 * (opened as a peek). A peek gives the tag's id (`tagId`); the page's route gives it in the address.
 */
export function TagPage({ tagId: givenId }: { tagId?: string }) {
  const params = useParams();
  const tagId = givenId ?? params.tagId ?? '';
  const { data, error, loading, refetch } = useGraphqlQuery(TAG_PAGE_QUERY, { id: tagId });
  if (loading && !data) return <LoadingState />;
  if (error || !data) return <PageLoadError error={error} onRetry={refetch} />;
  const { tag, tagHighlights } = data;
  return (
    <Box sx={{ maxWidth: 864, mx: 'auto' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          {tag.title}
        </Typography>
        <TagChip
          title={tag.title}
          color={tag.color}
          label={tagStrings.tagPageHighlights(tag.highlightCount)}
        />
        {tag.sentiment ? (
          <Typography color="text.secondary">{tagStrings.sentiments[tag.sentiment]}</Typography>
        ) : null}
      </Stack>
      {tag.description ? (
        <Typography color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>
          {tag.description}
        </Typography>
      ) : null}
      {tagHighlights.length > 0 ? (
        <ThemesPanel key={tag.id} tagId={tag.id} tagProjectId={tag.projectId} />
      ) : null}
      {tagHighlights.length === 0 ? (
        <Typography color="text.secondary">{tagStrings.noHighlightsForTag}</Typography>
      ) : (
        <Paper variant="outlined">
          <List disablePadding aria-label={tagStrings.tagPageHighlights(tagHighlights.length)}>
            {tagHighlights.map((highlight) => (
              <ListItem
                key={highlight.id}
                divider
                sx={{ display: 'block', py: 2 }}
                data-testid="tag-page-highlight"
              >
                <Typography
                  sx={{ borderLeft: 3, borderColor: tag.color, pl: 1.5, fontStyle: 'italic', mb: 1 }}
                >
                  “{highlight.text}”
                </Typography>
                <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                  <Link
                    component={PeekLink}
                    to={`${itemPaths.note({ id: highlight.noteId, title: highlight.noteTitle })}#highlight-${highlight.id}`}
                  >
                    {tagStrings.fromNote(highlight.noteTitle)}
                  </Link>
                  <SentimentChip sentiment={highlight.sentiment} />
                  {highlight.tags.map((t) => (
                    <TagChip key={t.id} title={t.title} color={t.color} />
                  ))}
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}

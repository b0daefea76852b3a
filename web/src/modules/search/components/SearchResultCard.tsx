import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';
import { TagChip } from '../../common/components/TagChip';
import { formatDate } from '../../common/utils/formatDate';
import type { SearchLayout } from '../hooks/useSearchLayout';
import { searchStrings as strings } from '../strings';
import type { SearchResultItem } from '../types/SearchResultItem';
import { resultPath, segmentsText } from '../utils/resultPath';
import { MarkedText } from './MarkedText';
import { SearchTypeIcon } from './SearchTypeIcon';

const MAX_TAGS = 6;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/**
 * One result: its type, its title and preview with the matched words marked, and where it lives.
 * A highlight shows its quote, its tags and the note and project it is in. The title is the link to
 * the item's page (its name is the title alone); it stretches over the card so the whole card opens it.
 */
export function SearchResultCard({ item, layout }: { item: SearchResultItem; layout: SearchLayout }) {
  const path = resultPath(item);
  const isHighlight = item.type === 'HIGHLIGHT';
  const hasTitle = segmentsText(item.preview.title).trim() !== '';
  const heading = isHighlight ? item.preview.content : item.preview.title;
  const tag = item.type === 'TAG' ? item.tags[0] : undefined;
  const chips = item.type === 'TAG' ? [] : item.tags.slice(0, MAX_TAGS);
  const tagColor = tag && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(tag.color) ? tag.color : null;
  const headingText = (
    <>
      {isHighlight ? '“' : null}
      {heading.length > 0 && (isHighlight || hasTitle) ? <MarkedText segments={heading} /> : strings.untitled}
      {isHighlight ? '”' : null}
    </>
  );

  return (
    <Card
      variant="outlined"
      component="li"
      data-testid="search-result"
      data-type={item.type}
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': path ? { borderColor: 'primary.light', bgcolor: 'action.hover' } : undefined,
        '&:focus-within': {
          borderColor: 'primary.main',
          boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}40`,
        },
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ p: 2, alignItems: 'flex-start', height: '100%' }}>
        <Box
          sx={{
            flexShrink: 0,
            width: 36,
            height: 36,
            borderRadius: 1,
            display: 'grid',
            placeItems: 'center',
            bgcolor: tagColor ? alpha(tagColor, 0.16) : 'action.hover',
            color: tagColor ?? 'text.secondary',
          }}
        >
          <SearchTypeIcon type={item.type} fontSize="small" />
        </Box>
        <Stack spacing={0.75} sx={{ minWidth: 0, flexGrow: 1, height: '100%' }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ fontWeight: 600, letterSpacing: 0.4, textTransform: 'uppercase' }}
            >
              {strings.types[item.type]}
            </Typography>
            {item.type === 'INSIGHT' && item.published !== null && item.published !== undefined ? (
              <Chip
                size="small"
                variant="outlined"
                color={item.published ? 'success' : 'default'}
                label={item.published ? strings.published : strings.draft}
                sx={{ height: 20, fontSize: 12 }}
              />
            ) : null}
          </Stack>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{
              fontWeight: isHighlight ? 500 : 600,
              fontStyle: isHighlight ? 'italic' : 'normal',
              lineHeight: 1.35,
              overflowWrap: 'anywhere',
              ...clamp(isHighlight ? 4 : 2),
            }}
          >
            {path ? (
              <Link
                component={RouterLink}
                to={path}
                data-search-result=""
                color="inherit"
                underline="hover"
                sx={{
                  outline: 'none',
                  // The link covers the card: a click anywhere on it opens the item.
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                }}
              >
                {headingText}
              </Link>
            ) : (
              // An item without a page to open (a data point whose channel is unknown): shown only.
              <span data-search-result="" tabIndex={0} title={strings.noPage}>
                {headingText}
              </span>
            )}
          </Typography>
          {!isHighlight && item.preview.content.length > 0 ? (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere', ...clamp(layout === 'grid' ? 4 : 2) }}
            >
              <MarkedText segments={item.preview.content} />
            </Typography>
          ) : null}
          {chips.length > 0 ? (
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {chips.map((chip) => (
                <TagChip key={chip.id} title={chip.title} color={chip.color} />
              ))}
            </Stack>
          ) : null}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ mt: 'auto !important', pt: 0.5, overflowWrap: 'anywhere' }}
          >
            {isHighlight ? (
              <>
                {strings.fromNote}{' '}
                <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {hasTitle ? <MarkedText segments={item.preview.title} /> : strings.untitled}
                </Box>
                {' · '}
              </>
            ) : null}
            {item.projectTitle && item.type !== 'PROJECT' ? (
              <>
                {strings.inProject(item.projectTitle)}
                {' · '}
              </>
            ) : null}
            {item.channelTitle && item.type !== 'CHANNEL' ? (
              <>
                {strings.inProject(item.channelTitle)}
                {' · '}
              </>
            ) : null}
            {/* A data point's date is when the customer wrote it. */}
            {item.type === 'CHANNEL_DATAPOINT'
              ? strings.written(formatDate(item.createdAt))
              : strings.updated(formatDate(item.updatedAt))}
          </Typography>
        </Stack>
      </Stack>
    </Card>
  );
}

import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { TagChip } from '../../common/components/TagChip';
import { insightStrings } from '../strings';
import type { CardHighlight } from '../types/Insight';
import { HighlightClipPlayer } from './HighlightClipPlayer';
import { highlightPath } from './highlightLink';

/**
 * A highlight as a card: its quote, the note it comes from (a link inside the workspace, plain text
 * on public pages), its tags, and its clip of the recording where the source read one. `highlight` null is one that was deleted or that the reader may not see.
 */
export function HighlightCardContent({
  highlight,
  selected = false,
}: {
  highlight: CardHighlight | null;
  selected?: boolean;
}) {
  return (
    <Paper
      variant="outlined"
      data-testid="highlight-card"
      sx={{
        p: 2,
        my: 1.5,
        borderLeft: 4,
        borderLeftColor: highlight ? 'primary.main' : 'divider',
        outline: selected ? 2 : 0,
        outlineColor: 'primary.light',
        bgcolor: highlight ? 'background.paper' : 'action.hover',
      }}
    >
      {highlight ? (
        <Stack spacing={1}>
          <Stack direction="row" spacing={1}>
            <FormatQuoteIcon color="primary" fontSize="small" aria-hidden />
            <Typography component="blockquote" sx={{ m: 0, fontStyle: 'italic', lineHeight: 1.6 }}>
              {highlight.quote}
            </Typography>
          </Stack>
          {highlight.clip ? (
            <Box sx={{ pl: 3.5 }}>
              <HighlightClipPlayer clip={highlight.clip} />
            </Box>
          ) : null}
          <Box sx={{ pl: 3.5 }}>
            <Typography variant="body2" color="text.secondary" component="span">
              {insightStrings.fromNote}{' '}
            </Typography>
            {highlight.noteId ? (
              <Link
                component={RouterLink}
                to={highlightPath(highlight.noteId, highlight.id)}
                variant="body2"
                data-testid="highlight-card-source"
              >
                {highlight.noteTitle}
              </Link>
            ) : (
              <Typography variant="body2" component="span" data-testid="highlight-card-source">
                {highlight.noteTitle}
              </Typography>
            )}
          </Box>
          {highlight.tags.length > 0 ? (
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ pl: 3.5, flexWrap: 'wrap' }}>
              {highlight.tags.map((tag) => (
                <TagChip key={tag.title} title={tag.title} color={tag.color} />
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary" data-testid="highlight-card-missing">
          {insightStrings.highlightUnavailable}
        </Typography>
      )}
    </Paper>
  );
}

import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { projectViewStrings as strings } from '../strings';
import type { ViewItem } from '../types/ViewItem';
import { CARD_WIDTH } from '../utils/canvasGeometry';
import { itemLink } from '../utils/itemLink';
import { PeekLink } from '../../peek/components/PeekLink';

/**
 * A note, highlight or insight placed on the canvas: a highlight shows its quote and the note it
 * is from, a note or insight its title and opening text; both show their tags.
 */
export function CanvasReferenceCard({ item }: { item: ViewItem | undefined }) {
  if (!item) {
    return (
      <Paper variant="outlined" sx={{ width: CARD_WIDTH, p: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {strings.canvas.missing}
        </Typography>
      </Paper>
    );
  }
  const title = item.title || strings.untitled;
  const isHighlight = item.type === 'HIGHLIGHT';
  return (
    <Paper
      variant="outlined"
      data-testid="canvas-card"
      data-card-id={item.id}
      sx={{
        width: CARD_WIDTH,
        p: 1.5,
        borderLeft: 4,
        borderLeftColor: isHighlight ? 'warning.main' : 'primary.main',
      }}
    >
      <Stack spacing={1}>
        {isHighlight ? (
          <Typography variant="body2" sx={{ fontStyle: 'italic', wordBreak: 'break-word' }}>
            “{item.preview}”
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
              {title}
            </Typography>
            {item.preview ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{
                  display: '-webkit-box',
                  WebkitLineClamp: 3,
                  WebkitBoxOrient: 'vertical',
                  overflow: 'hidden',
                }}
              >
                {item.preview}
              </Typography>
            ) : null}
          </>
        )}
        {item.tags.length > 0 ? (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {item.tags.map((tag) => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Stack>
        ) : null}
        <Link
          component={PeekLink}
          to={itemLink(item)}
          variant="caption"
          onPointerDown={(event) => event.stopPropagation()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {isHighlight ? strings.canvas.fromNote(title) : strings.open(title)}
        </Link>
      </Stack>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { getContrastRatio } from '@mui/material/styles';
import { projectViewStrings as strings } from '../strings';
import type { ViewItem } from '../types/ViewItem';
import type { CanvasObject } from '../types/ViewState';
import { PROJECT_VIEW_CANVAS_TEXT_LIMIT } from '../utils/canvasLimits';
import { CanvasReferenceCard } from './CanvasReferenceCard';

/** A text's style as a typography variant. */
const TEXT_VARIANT = { PARAGRAPH: 'body1', H1: 'h4', H2: 'h5', H3: 'h6' } as const;
/** A heading on the canvas ranks below the page's own (the view's title is an h2). */
const TEXT_ELEMENT = { PARAGRAPH: 'p', H1: 'h3', H2: 'h4', H3: 'h5' } as const;

/** What an object looks like on the canvas; a text being edited is a text box in place. */
export function CanvasObjectContent({
  object,
  item,
  editing,
  onText,
  onDoneEditing,
}: {
  object: CanvasObject;
  item: ViewItem | undefined;
  editing: boolean;
  onText: (text: string) => void;
  onDoneEditing: () => void;
}) {
  switch (object.kind) {
    case 'REFERENCE':
      return <CanvasReferenceCard item={item} />;
    case 'RECTANGLE':
      return (
        <Box
          sx={{
            width: '100%',
            height: '100%',
            border: 2,
            borderColor: 'text.secondary',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        />
      );
    case 'GROUP':
      return (
        <Box
          sx={{
            width: '100%',
            height: '100%',
            border: 2,
            borderColor: object.color,
            borderRadius: 2,
            // #rrggbb plus alpha: a light wash of the group's colour.
            bgcolor: object.color.length === 7 ? `${object.color}14` : 'transparent',
          }}
        >
          <Typography
            variant="subtitle2"
            data-testid="canvas-group-title"
            component="p"
            // Black or white, whichever reads on the group's colour.
            sx={{
              px: 1.5,
              py: 0.75,
              color: readableOn(object.color),
              bgcolor: object.color,
              borderRadius: '6px 6px 0 0',
            }}
            noWrap
          >
            {object.title || '\u00a0'}
          </Typography>
        </Box>
      );
    case 'TEXT': {
      const format = object.textFormat ?? 'PARAGRAPH';
      const variant = TEXT_VARIANT[format];
      if (editing) {
        return (
          <InputBase
            autoFocus
            multiline
            fullWidth
            value={object.text}
            onChange={(event) => onText(event.target.value)}
            onBlur={onDoneEditing}
            onKeyDown={(event) => {
              if (event.key === 'Escape') onDoneEditing();
            }}
            onPointerDown={(event) => event.stopPropagation()}
            inputProps={{
              maxLength: PROJECT_VIEW_CANVAS_TEXT_LIMIT,
              'aria-label': strings.canvas.editText,
              'data-testid': 'canvas-text-input',
            }}
            sx={(theme) => ({
              ...theme.typography[variant],
              bgcolor: 'background.paper',
              px: 0.5,
              outline: 1,
              outlineColor: 'primary.main',
            })}
          />
        );
      }
      return (
        <Typography
          variant={variant}
          component={TEXT_ELEMENT[format]}
          data-testid="canvas-text"
          data-format={format}
          color={object.text ? 'text.primary' : 'text.secondary'}
          sx={{ px: 0.5, whiteSpace: 'pre-wrap', wordBreak: 'break-word', m: 0 }}
        >
          {object.text || strings.canvas.newText}
        </Typography>
      );
    }
  }
}

/** Black or white text, whichever contrasts more with the background (WCAG AA wants 4.5:1). */
function readableOn(background: string): string {
  return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
}

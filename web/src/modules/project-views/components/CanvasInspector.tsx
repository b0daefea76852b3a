import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PROJECT_VIEW_CANVAS_TEXT_LIMIT } from '../utils/canvasLimits';
import { projectViewStrings as strings } from '../strings';
import type { CanvasObject } from '../types/ViewState';

/** The colours a group can take (the server accepts any #rgb or #rrggbb). */
export const GROUP_COLORS = Object.keys(strings.canvas.colorNames);
const TEXT_FORMATS = ['PARAGRAPH', 'H1', 'H2', 'H3'] as const;

/** The selected object's settings: a text's style, a group's title and colour, and removing it. */
export function CanvasInspector({
  object,
  onChange,
  onRemove,
}: {
  object: CanvasObject;
  onChange: (next: CanvasObject) => void;
  onRemove: () => void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-testid="canvas-inspector"
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {object.kind === 'TEXT' ? (
        <TextField
          select
          size="small"
          label={strings.canvas.textFormatLabel}
          value={object.textFormat ?? 'PARAGRAPH'}
          onChange={(event) =>
            onChange({ ...object, textFormat: event.target.value as (typeof TEXT_FORMATS)[number] })
          }
          sx={{ minWidth: 160 }}
        >
          {TEXT_FORMATS.map((format) => (
            <MenuItem key={format} value={format}>
              {strings.canvas.textFormats[format]}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {object.kind === 'GROUP' ? (
        <>
          <TextField
            size="small"
            label={strings.canvas.groupTitleLabel}
            value={object.title}
            onChange={(event) => onChange({ ...object, title: event.target.value })}
            slotProps={{ htmlInput: { maxLength: PROJECT_VIEW_CANVAS_TEXT_LIMIT } }}
          />
          <Box role="radiogroup" aria-label={strings.canvas.colorLabel} sx={{ display: 'flex', gap: 0.5 }}>
            {GROUP_COLORS.map((color) => (
              <Box
                key={color}
                component="button"
                type="button"
                role="radio"
                aria-checked={object.color.toLowerCase() === color}
                aria-label={strings.canvas.colorNames[color]}
                onClick={() => onChange({ ...object, color })}
                sx={{
                  width: 24,
                  height: 24,
                  borderRadius: '50%',
                  bgcolor: color,
                  border: 2,
                  borderColor: object.color.toLowerCase() === color ? 'text.primary' : 'transparent',
                  cursor: 'pointer',
                  p: 0,
                }}
              />
            ))}
          </Box>
        </>
      ) : null}
      <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onRemove}>
        {strings.canvas.remove}
      </Button>
    </Stack>
  );
}

import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import CropSquareIcon from '@mui/icons-material/CropSquare';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import TextFieldsIcon from '@mui/icons-material/TextFields';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CanvasSaveStatus } from '../hooks/useCanvasObjects';
import { projectViewStrings as strings } from '../strings';

const STATUS_TEXT: Record<CanvasSaveStatus, string> = {
  saved: strings.canvas.saved,
  pending: strings.canvas.saving,
  saving: strings.canvas.saving,
  failed: strings.canvas.unsaved,
};

/** The canvas's tools (add a text, a rectangle, a group), its zoom, and whether it is saved. */
export function CanvasToolbar({
  editable,
  canAdd,
  scale,
  status,
  onAdd,
  onZoomIn,
  onZoomOut,
  onFit,
}: {
  editable: boolean;
  canAdd: boolean;
  scale: number;
  status: CanvasSaveStatus;
  onAdd: (kind: 'TEXT' | 'RECTANGLE' | 'GROUP') => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {editable ? (
        <>
          <Button
            size="small"
            startIcon={<TextFieldsIcon />}
            disabled={!canAdd}
            onClick={() => onAdd('TEXT')}
          >
            {strings.canvas.addText}
          </Button>
          <Button
            size="small"
            startIcon={<CropSquareIcon />}
            disabled={!canAdd}
            onClick={() => onAdd('RECTANGLE')}
          >
            {strings.canvas.addRectangle}
          </Button>
          <Button
            size="small"
            startIcon={<AddBoxOutlinedIcon />}
            disabled={!canAdd}
            onClick={() => onAdd('GROUP')}
          >
            {strings.canvas.addGroup}
          </Button>
        </>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', ml: 'auto' }}>
        <Tooltip title={strings.canvas.zoomOut}>
          <IconButton size="small" aria-label={strings.canvas.zoomOut} onClick={onZoomOut}>
            <ZoomOutIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography
          variant="body2"
          data-testid="canvas-zoom"

          sx={{ minWidth: 48, textAlign: 'center' }}
        >
          {strings.canvas.zoomLevel(Math.round(scale * 100))}
        </Typography>
        <Tooltip title={strings.canvas.zoomIn}>
          <IconButton size="small" aria-label={strings.canvas.zoomIn} onClick={onZoomIn}>
            <ZoomInIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={strings.canvas.fitLabel}>
          <Button size="small" startIcon={<FitScreenIcon />} onClick={onFit}>
            {strings.canvas.fit}
          </Button>
        </Tooltip>
      </Stack>
      {editable ? (
        <Typography
          variant="caption"
          color={status === 'failed' ? 'error' : 'text.secondary'}
          data-testid="canvas-save-status"
          data-status={status}
          role="status"
        >
          {STATUS_TEXT[status]}
        </Typography>
      ) : null}
    </Stack>
  );
}

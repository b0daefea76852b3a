import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { fileStrings } from '../strings';
import type { Upload } from '../types/Upload';
import { formatBytes } from '../utils/formatBytes';

/** One upload: its progress bar and Cancel while it runs, its message when it failed or was cancelled. */
export function UploadRow({ upload, onDismiss }: { upload: Upload; onDismiss: () => void }) {
  const percent = upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;
  if (upload.state !== 'uploading') {
    return (
      <Alert
        severity={upload.state === 'failed' ? 'error' : 'info'}
        data-testid="upload-ended"
        action={
          <IconButton
            size="small"
            color="inherit"
            aria-label={fileStrings.dismiss(upload.name)}
            onClick={onDismiss}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      >
        <strong>{upload.name}</strong>: {upload.error}
      </Alert>
    );
  }
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="upload-row">
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" noWrap>
            {upload.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
            {fileStrings.uploading(percent)} · {formatBytes(upload.total)}
          </Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={fileStrings.uploadProgress(upload.name)}
          data-testid="upload-progress"
        />
      </Box>
      <IconButton
        aria-label={fileStrings.cancelUpload(upload.name)}
        onClick={upload.cancel}
        data-testid="cancel-upload"
      >
        <CloseIcon />
      </IconButton>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { refiQdaStrings as strings } from '../strings';
import { type QdaExportChoice, downloadQdaExport } from '../utils/downloadQdaExport';

/** The project menu's "Export for QDA tools": QDPX or QDC, LF or CRLF line endings, then the download. */
export function RefiQdaExportDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [choice, setChoice] = useState<QdaExportChoice>({ format: 'QDPX', lineEnding: 'LF' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    const message = await downloadQdaExport(projectId, choice);
    setBusy(false);
    if (message) setError(message);
    else onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{strings.exportTitle}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          <Typography color="text.secondary">{strings.exportIntro}</Typography>
          <FormControl>
            <FormLabel id={`${titleId}-format`}>{strings.formatLabel}</FormLabel>
            <RadioGroup
              aria-labelledby={`${titleId}-format`}
              value={choice.format}
              onChange={(event) =>
                setChoice({ ...choice, format: event.target.value as QdaExportChoice['format'] })
              }
            >
              <FormControlLabel value="QDPX" control={<Radio />} label={strings.formatProject} />
              <FormControlLabel value="QDC" control={<Radio />} label={strings.formatCodebook} />
            </RadioGroup>
          </FormControl>
          {choice.format === 'QDPX' ? (
            <FormControl>
              <FormLabel id={`${titleId}-endings`}>{strings.lineEndingLabel}</FormLabel>
              <RadioGroup
                aria-labelledby={`${titleId}-endings`}
                value={choice.lineEnding}
                onChange={(event) =>
                  setChoice({ ...choice, lineEnding: event.target.value as QdaExportChoice['lineEnding'] })
                }
              >
                <FormControlLabel value="LF" control={<Radio />} label={strings.lineEndingLf} />
                <FormControlLabel value="CRLF" control={<Radio />} label={strings.lineEndingCrlf} />
              </RadioGroup>
            </FormControl>
          ) : null}
          {busy ? (
            <Stack sx={{ gap: 1 }} aria-live="polite">
              <Typography variant="body2">{strings.preparing}</Typography>
              <LinearProgress />
            </Stack>
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {strings.cancel}
        </Button>
        <Button variant="contained" onClick={() => void download()} disabled={busy}>
          {strings.download}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

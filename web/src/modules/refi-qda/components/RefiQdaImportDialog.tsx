import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { REFI_QDA_IMPORT_QUERY } from '../operations';
import { refiQdaStrings as strings } from '../strings';
import { uploadQdaFile } from '../utils/uploadQdaFile';
import { RefiQdaImportReport } from './RefiQdaImportReport';

const POLL_MS = 1000;

/** The running or finished import: its progress while the job runs, then its report. */
function ImportStatus({ id }: { id: string }) {
  const { data, error, refetch } = useGraphqlQuery(REFI_QDA_IMPORT_QUERY, { id }, { fresh: true });
  const report = data?.refiQdaImport;
  const running = !report || report.status === 'QUEUED' || report.status === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);
  if (error) return <ErrorAlert error={error} />;
  if (running)
    return (
      <Stack sx={{ gap: 1 }} aria-live="polite">
        <Typography variant="body2">{report ? strings.statuses[report.status] : strings.running}…</Typography>
        <LinearProgress />
      </Stack>
    );
  return <RefiQdaImportReport report={report} />;
}

/**
 * The project menu's "Import from QDA tools": choose a .qdpx or .qdc file, send it, follow the job
 * and read its report (what came in, schema warnings, what was left out and why).
 */
export function RefiQdaImportDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: string;
  open: boolean;
  /** Called with whether something may have been imported (the project's lists are then stale). */
  onClose: (imported: boolean) => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [importId, setImportId] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setSending(true);
    setError(null);
    const outcome = await uploadQdaFile(projectId, file);
    setSending(false);
    if (outcome.kind === 'done') setImportId(outcome.id);
    else setError(outcome.message);
  };

  return (
    <Dialog
      open={open}
      onClose={() => onClose(importId !== null)}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{strings.importTitle}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2 }}>
          {importId === null ? (
            <>
              <Typography color="text.secondary">{strings.importIntro}</Typography>
              <Button
                variant="outlined"
                component="label"
                disabled={sending}
                sx={{ alignSelf: 'flex-start' }}
              >
                {strings.chooseFile}
                <input
                  hidden
                  type="file"
                  accept=".qdpx,.qdc"
                  data-testid="refi-qda-file"
                  onChange={(event) => void send(event.target.files?.[0])}
                />
              </Button>
              {sending ? (
                <Stack sx={{ gap: 1 }} aria-live="polite">
                  <Typography variant="body2">{strings.uploading}</Typography>
                  <LinearProgress />
                </Stack>
              ) : null}
              {error ? <Alert severity="error">{error}</Alert> : null}
            </>
          ) : (
            <ImportStatus id={importId} />
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={() => onClose(importId !== null)}>{strings.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatBytes } from '../../files/utils/formatBytes';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PROJECT_TRANSFER_QUERY, START_PROJECT_EXPORT_MUTATION } from '../operations';
import { projectTransferStrings as strings } from '../strings';

const POLL_MS = 700;

/**
 * "Export project": starts the export job, shows its progress while the zip is written, then the
 * Download button (the zip from GET /project-transfers/:id/download).
 */
export function ExportProjectDialog({
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
  const [transferId, setTransferId] = useState<string | null>(null);
  const [start, starting] = useGraphqlMutation(START_PROJECT_EXPORT_MUTATION);
  const job = useGraphqlQuery(
    PROJECT_TRANSFER_QUERY,
    { id: transferId ?? '' },
    { skip: !transferId, fresh: true },
  );
  const transfer = job.data?.projectTransfer;
  const running =
    transferId !== null && (!transfer || transfer.status === 'QUEUED' || transfer.status === 'RUNNING');
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void job.refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [running, job]);

  const close = () => {
    setTransferId(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{strings.exportTitle}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{strings.exportIntro}</Typography>
        <ErrorAlert error={starting.error} />
        <ErrorAlert error={job.error} />
        {running ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {strings.exporting}
            </Typography>
            <LinearProgress
              variant={transfer && transfer.progress > 0 ? 'determinate' : 'indeterminate'}
              value={transfer?.progress ?? 0}
              aria-label={strings.exporting}
            />
          </>
        ) : null}
        {transfer?.status === 'COMPLETED' ? (
          <Alert severity="success">{strings.exportReady(formatBytes(transfer.sizeBytes))}</Alert>
        ) : null}
        {transfer?.status === 'FAILED' ? <Alert severity="error">{strings.exportFailed}</Alert> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{strings.close}</Button>
        {transfer?.status === 'COMPLETED' && transfer.downloadUrl ? (
          <Button variant="contained" href={transfer.downloadUrl} download={transfer.fileName}>
            {strings.download}
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={running || starting.loading}
            onClick={async () => {
              const data = await start({ projectId });
              if (data) setTransferId(data.startProjectExport.id);
            }}
          >
            {strings.startExport}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

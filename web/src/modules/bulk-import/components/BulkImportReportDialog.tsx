import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId } from 'react';
import type { BulkImportFieldsFragment } from '../../../gql/graphql';
import { Link as RouterLink } from 'react-router-dom';
import { CsvImportProgress } from '../../csv-import/components/CsvImportProgress';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { BULK_IMPORT_QUERY } from '../operations';
import { bulkImportStrings as strings } from '../strings';
import { BulkImportReportView } from './BulkImportReportView';

const POLL_MS = 1000;

/** One import's report, opened by /settings/bulk-import#<bulkImportId>; a running one shows its progress. */
export function BulkImportReportDialog({
  id,
  onContinue,
  onClose,
}: {
  id: string;
  /** A DRAFT (uploaded, never started): map its columns and start it. */
  onContinue: (draft: BulkImportFieldsFragment) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, error, loading, refetch } = useGraphqlQuery(BULK_IMPORT_QUERY, { id }, { fresh: true });
  const report = data?.bulkImport;
  const running = report?.status === 'QUEUED' || report?.status === 'RUNNING';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  return (
    <Dialog open onClose={onClose} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{report ? strings.reportTitle(report.fileName) : strings.title}</DialogTitle>
      <DialogContent>
        {error ? <ErrorAlert error={error} /> : null}
        {loading && !report ? <LoadingState /> : null}
        {report ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {report.projectTitle} · {strings.kinds[report.processedInto ?? ''] ?? strings.statuses.DRAFT} ·{' '}
              {report.totalRows.toLocaleString()} {csvRows(report.totalRows)}
            </Typography>
            {report.status === 'DRAFT' ? (
              <Alert
                severity="info"
                action={
                  <Button color="inherit" size="small" onClick={() => onContinue(report)}>
                    {strings.continueDraft}
                  </Button>
                }
              >
                {strings.draftHelp}
              </Alert>
            ) : null}
            {running ? <CsvImportProgress done={report.processedRows} total={report.totalRows} /> : null}
            {report.status === 'COMPLETED' || report.status === 'FAILED' ? (
              <BulkImportReportView report={report} />
            ) : null}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {report ? (
          <Button component={RouterLink} to={`/projects/${report.projectId}`}>
            {strings.openProject}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {strings.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const csvRows = (n: number) => (n === 1 ? 'row' : 'rows');

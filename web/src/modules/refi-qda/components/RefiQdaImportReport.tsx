import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { RefiQdaImportFieldsFragment } from '../../../gql/graphql';
import { refiQdaStrings as strings } from '../strings';

/** What a finished REFI-QDA import did: counts, schema warnings, and each item left out with why. */
export function RefiQdaImportReport({ report }: { report: RefiQdaImportFieldsFragment }) {
  if (report.status === 'FAILED')
    return (
      <Alert severity="error" data-testid="refi-qda-report">
        {strings.failed} {report.errorMessage}
      </Alert>
    );
  return (
    <Stack sx={{ gap: 2 }} data-testid="refi-qda-report">
      <Alert severity={report.report.length === 0 ? 'success' : 'warning'}>
        {strings.summary(report)} {report.origin ? strings.origin(report.origin) : null}{' '}
        {report.report.length === 0 ? strings.nothingSkipped : null}
      </Alert>
      {report.warnings.length > 0 ? (
        <Alert severity="info">
          <Typography variant="body2">{strings.warningsTitle}</Typography>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {report.warnings.map((warning) => (
              <li key={warning}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {warning}
                </Typography>
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {report.report.length > 0 ? (
        <>
          <Typography variant="body2">{strings.skippedTitle(report.report.length)}</Typography>
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
            <Table size="small" stickyHeader aria-label={strings.reportLabel}>
              <TableHead>
                <TableRow>
                  <TableCell>{strings.kind}</TableCell>
                  <TableCell>{strings.name}</TableCell>
                  <TableCell>{strings.reason}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {report.report.map((item, index) => (
                  <TableRow key={`${index}-${item.name}`} data-testid="refi-qda-skipped">
                    <TableCell>{strings.kinds[item.kind] ?? item.kind}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.name}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.reason}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      ) : null}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { channelStrings } from '../strings';
import type { RowRejection } from '../utils/datapointRowInput';

/** A field's name as the mapping step shows it (the server names fields as the API does). */
function fieldLabel(field: string): string {
  const fields: Record<string, string> = channelStrings.importFields;
  return fields[field] ?? field;
}

/** Step 4 of a channel import: how many data points came in, and each refused row with its field and reason. */
export function ImportDatapointsReport({
  importedCount,
  rejected,
}: {
  importedCount: number;
  rejected: readonly RowRejection[];
}) {
  return (
    <div data-testid="channel-import-report">
      <Alert severity={rejected.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {channelStrings.importedCount(importedCount)}{' '}
        {rejected.length === 0 ? channelStrings.allImported : channelStrings.rejectedCount(rejected.length)}
      </Alert>
      {rejected.length > 0 ? (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={channelStrings.rejectedLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{channelStrings.row}</TableCell>
                <TableCell>{channelStrings.field}</TableCell>
                <TableCell>{channelStrings.reason}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rejected.map((row) => (
                <TableRow key={`${row.rowNumber}-${row.field}`} data-testid="channel-import-rejected-row">
                  <TableCell>{row.rowNumber}</TableCell>
                  <TableCell>{fieldLabel(row.field)}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.reason}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </div>
  );
}

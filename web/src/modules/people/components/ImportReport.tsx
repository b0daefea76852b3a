import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { peopleStrings } from '../strings';

/** A row the server refused, and why. */
export interface Rejection {
  rowNumber: number;
  field: string;
  reason: string;
}

/** Step 4 of the import: how many people were created and each refused row with its reason. */
export function ImportReport({ importedCount, rejected }: { importedCount: number; rejected: Rejection[] }) {
  return (
    <div data-testid="import-report">
      <Alert severity={rejected.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {peopleStrings.importedCount(importedCount)}{' '}
        {rejected.length === 0 ? peopleStrings.allImported : peopleStrings.rejectedCount(rejected.length)}
      </Alert>
      {rejected.length > 0 ? (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={peopleStrings.rejectedLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{peopleStrings.row}</TableCell>
                <TableCell>{peopleStrings.reason}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rejected.map((row) => (
                <TableRow key={row.rowNumber} data-testid="import-rejected-row">
                  <TableCell>{row.rowNumber}</TableCell>
                  <TableCell>
                    <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                      {row.reason}
                    </Typography>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </div>
  );
}

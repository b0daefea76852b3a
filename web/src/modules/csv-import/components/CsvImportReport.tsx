import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { csvImportStrings as strings } from '../strings';
import type { ImportRejection } from '../types/ImportTarget';

/**
 * Step 4 of a CSV import: how many came in, and each refused row with its reason (and, given
 * `fieldLabel`, the field it was refused for).
 */
export function CsvImportReport({
  importedCount,
  importedLabel,
  rejected,
  fieldLabel,
  fieldHeading = strings.field,
  allImportedText = strings.allImported,
  rowHeading = strings.row,
  rejectedCountText = strings.rejectedCount,
  testIds,
}: {
  importedCount: number;
  importedLabel: (count: number) => string;
  rejected: readonly ImportRejection[];
  fieldLabel?: (field: string) => string;
  /** The heading of the `fieldLabel` column (the bulk import shows each row's error code there). */
  fieldHeading?: string;
  /** What follows the count when no row was refused. */
  allImportedText?: string;
  /** What a refused item is numbered as (a row; a file of several imported at once). */
  rowHeading?: string;
  rejectedCountText?: (count: number) => string;
  testIds: { report: string; rejectedRow: string };
}) {
  return (
    <div data-testid={testIds.report}>
      <Alert severity={rejected.length === 0 ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {importedLabel(importedCount)}{' '}
        {rejected.length === 0 ? allImportedText : rejectedCountText(rejected.length)}
      </Alert>
      {rejected.length > 0 ? (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 360 }}>
          <Table size="small" stickyHeader aria-label={strings.rejectedLabel}>
            <TableHead>
              <TableRow>
                <TableCell>{rowHeading}</TableCell>
                {fieldLabel ? <TableCell>{fieldHeading}</TableCell> : null}
                <TableCell>{strings.reason}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rejected.map((row) => (
                <TableRow key={`${row.rowNumber}-${row.field}`} data-testid={testIds.rejectedRow}>
                  <TableCell>{row.rowNumber}</TableCell>
                  {fieldLabel ? <TableCell>{fieldLabel(row.field)}</TableCell> : null}
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

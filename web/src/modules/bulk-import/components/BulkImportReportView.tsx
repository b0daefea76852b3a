import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CsvImportReport } from '../../csv-import/components/CsvImportReport';
import type { BulkImportQuery } from '../../../gql/graphql';
import { bulkImportStrings as strings } from '../strings';

type Report = NonNullable<BulkImportQuery['bulkImport']>;

/**
 * What an import did (spec 001 §3's result): what the rows went into, how many came in, how many
 * were already there, and each refused row with its error code and message.
 */
export function BulkImportReportView({ report }: { report: Report }) {
  const rejected = report.failures.map((f) => ({
    rowNumber: f.rowNumber,
    field: f.errorCode,
    reason: f.humanMessageText,
  }));
  const importedLabel = report.processedInto === 'SURVEY' ? strings.importedResponses : strings.importedNotes;
  return (
    <Stack sx={{ gap: 1 }}>
      {report.status === 'FAILED' ? (
        <Alert severity="error">
          {strings.failedStop} {report.errorMessage}
        </Alert>
      ) : null}
      <CsvImportReport
        importedCount={report.importedCount}
        importedLabel={importedLabel}
        rejected={rejected}
        fieldLabel={(code) => code}
        fieldHeading={strings.errorCode}
        allImportedText={report.skippedCount > 0 ? strings.skipped(report.skippedCount) : undefined}
        testIds={{ report: 'bulk-import-report', rejectedRow: 'bulk-import-failure' }}
      />
      {report.skippedCount > 0 && rejected.length > 0 ? (
        <Alert severity="info">{strings.skipped(report.skippedCount)}</Alert>
      ) : null}
      {report.numFailed > report.failures.length ? (
        <Typography variant="body2" color="text.secondary">
          {strings.moreFailures(report.failures.length, report.numFailed)}
        </Typography>
      ) : null}
    </Stack>
  );
}

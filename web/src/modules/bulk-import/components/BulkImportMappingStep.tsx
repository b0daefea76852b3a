import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { BulkImportFieldsFragment, BulkImportProcessedInto } from '../../../gql/graphql';
import { bulkImportStrings as strings } from '../strings';
import { type ColumnChoice, choose } from '../utils/columnChoices';

/** The date range rows must fall in (spec 001 §3 CSV source: minDate, maxDate), as yyyy-mm-dd or ''. */
export interface DateRange {
  minDate: string;
  maxDate: string;
}

const cut = (text: string | undefined) =>
  text && text.length > 120 ? `${text.slice(0, 119)}…` : (text ?? '');

/**
 * Step 2 of a bulk import: whether rows become notes or survey responses, what each column becomes
 * (a select per column: title, content, date, person, one of the project's note fields, or a
 * question of a type), the dates rows must fall in, and the file's first rows as the server read them.
 */
export function BulkImportMappingStep({
  bulkImport,
  kind,
  choices,
  fields,
  range,
  onKind,
  onChoices,
  onRange,
}: {
  bulkImport: BulkImportFieldsFragment;
  kind: BulkImportProcessedInto;
  choices: ColumnChoice[];
  fields: readonly { id: string; label: string }[];
  range: DateRange;
  onKind: (kind: BulkImportProcessedInto) => void;
  onChoices: (choices: ColumnChoice[]) => void;
  onRange: (range: DateRange) => void;
}) {
  const survey = kind === 'SURVEY';
  const options: { value: ColumnChoice; label: string }[] = [
    { value: '', label: strings.skip },
    { value: 'TITLE', label: strings.title_ },
    ...(survey ? [] : [{ value: 'CONTENT' as const, label: strings.content }]),
    { value: 'DATE', label: strings.date },
    { value: 'PERSON', label: strings.person },
    ...fields.map((field) => ({ value: `FIELD:${field.id}` as const, label: strings.field(field.label) })),
    ...(survey
      ? [
          { value: 'QUESTION:FREE_TEXT' as const, label: strings.freeText },
          { value: 'QUESTION:SINGLE_SELECT' as const, label: strings.singleSelect },
          { value: 'QUESTION:MULTI_SELECT' as const, label: strings.multiSelect },
        ]
      : []),
  ];
  return (
    <Stack sx={{ gap: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
        <Typography id="bulk-import-kind">{strings.kindLabel}</Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={kind}
          aria-labelledby="bulk-import-kind"
          onChange={(_, value: BulkImportProcessedInto | null) => value && onKind(value)}
        >
          <ToggleButton value="CONTENT">{strings.kindNotes}</ToggleButton>
          <ToggleButton value="SURVEY">{strings.kindSurvey}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography color="text.secondary">
        {survey ? strings.mappingHelpSurvey : strings.mappingHelpNotes}
      </Typography>
      <Box
        role="list"
        aria-label={strings.importAs}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        {bulkImport.headers.map((heading, column) => (
          <Box
            key={column}
            role="listitem"
            sx={{ display: 'contents', '& > *': { minWidth: 0 } }}
            data-testid="bulk-import-column"
          >
            <Box>
              <Typography
                id={`bulk-import-heading-${column}`}
                variant="subtitle2"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {heading || `${strings.column} ${column + 1}`}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {cut(bulkImport.preview[0]?.[column])}
              </Typography>
            </Box>
            <TextField
              select
              size="small"
              label={strings.importAs}
              value={choices[column] ?? ''}
              onChange={(event) => onChoices(choose(choices, column, event.target.value as ColumnChoice))}
              slotProps={{
                select: { SelectDisplayProps: { 'aria-describedby': `bulk-import-heading-${column}` } },
              }}
            >
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.value === '' ? <em>{option.label}</em> : option.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        <TextField
          type="date"
          size="small"
          label={strings.minDate}
          value={range.minDate}
          onChange={(event) => onRange({ ...range, minDate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={strings.maxDate}
          value={range.maxDate}
          onChange={(event) => onRange({ ...range, maxDate: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {strings.preview(bulkImport.preview.length, bulkImport.totalRows)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={strings.preview(bulkImport.preview.length, bulkImport.totalRows)}>
          <TableHead>
            <TableRow>
              {bulkImport.headers.map((heading, column) => (
                <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {bulkImport.preview.map((row, index) => (
              <TableRow key={index}>
                {bulkImport.headers.map((_, column) => (
                  <TableCell
                    key={column}
                    sx={{ minWidth: 120, maxWidth: 280, verticalAlign: 'top', overflowWrap: 'anywhere' }}
                  >
                    {cut(row[column])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

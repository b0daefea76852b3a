import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { csvImportStrings as strings } from '../strings';
import type { ColumnMapping, ImportField } from '../types/ImportTarget';
import type { ParsedCsv } from '../utils/parseCsv';
import { previewText, previewValues } from '../utils/previewValues';

const SKIP = '';
const PREVIEW_ROWS = 5;

/**
 * Step 2 of a CSV import: which column feeds each of the target's fields (a select each, required
 * ones marked), and the file's first rows as they will be imported. `before` comes first (the
 * channel import's source name).
 */
export function CsvMappingStep<K extends string>({
  csv,
  fields,
  mapping,
  help,
  parseProblem,
  before,
  onChange,
}: {
  csv: ParsedCsv;
  fields: readonly ImportField<K>[];
  mapping: ColumnMapping<K>;
  help: string;
  parseProblem: (line: string) => string;
  before?: ReactNode;
  onChange: (mapping: ColumnMapping<K>) => void;
}) {
  const preview = previewValues(csv.rows.slice(0, PREVIEW_ROWS), fields, mapping);
  return (
    <Stack sx={{ gap: 2 }}>
      {csv.problem ? <Alert severity="warning">{parseProblem(csv.problem)}</Alert> : null}
      {before}
      <Typography color="text.secondary">{help}</Typography>
      <Stack
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: `repeat(${Math.min(fields.length, 3)}, minmax(0, 1fr))`,
          },
        }}
      >
        {fields.map((field) => {
          const label = strings.mapColumn(field.label);
          const missing = field.required === true && !mapping[field.key];
          return (
            <TextField
              key={field.key}
              select
              label={field.required ? `${label}${strings.required}` : label}
              value={mapping[field.key] ?? SKIP}
              error={missing}
              helperText={missing ? field.requiredHint : undefined}
              onChange={(event) =>
                onChange({ ...mapping, [field.key]: event.target.value === SKIP ? null : event.target.value })
              }
            >
              <MenuItem value={SKIP}>
                <em>{strings.skipColumn}</em>
              </MenuItem>
              {csv.columns.map((column) => (
                <MenuItem key={column} value={column}>
                  {column}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {strings.preview(preview.length, csv.rows.length)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table
          size="small"
          aria-label={strings.previewLabel}
          sx={{ minWidth: fields.length > 2 ? 560 : undefined }}
        >
          <TableHead>
            <TableRow>
              <TableCell>{strings.row}</TableCell>
              {fields.map((field) => (
                <TableCell key={field.key}>{field.label}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.map((row) => (
              <TableRow key={row.rowNumber}>
                <TableCell>{row.rowNumber}</TableCell>
                {fields.map((field) => (
                  <TableCell
                    key={field.key}
                    sx={{
                      overflowWrap: 'anywhere',
                      maxWidth: field.type === 'longText' ? 320 : 160,
                      verticalAlign: 'top',
                    }}
                  >
                    {previewText(row.values[field.key])}
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

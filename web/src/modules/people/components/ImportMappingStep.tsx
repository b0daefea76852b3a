import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { peopleStrings } from '../strings';
import { type ColumnMapping, type PersonField, mappedRows } from '../utils/columnMapping';
import { IMPORT_LIMITS } from '../utils/importLimits';
import type { ParsedCsv } from '../utils/parsePeopleCsv';

const FIELDS: { field: PersonField; label: string }[] = [
  { field: 'name', label: peopleStrings.name },
  { field: 'email', label: peopleStrings.email },
];
const SKIP = '';

/**
 * Step 2 of the import: which CSV column feeds each person field, and the first rows as they will
 * be imported. Custom person fields, once they exist, get a row here each.
 */
export function ImportMappingStep({
  csv,
  mapping,
  onChange,
}: {
  csv: ParsedCsv;
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  const preview = mappedRows(csv.rows.slice(0, IMPORT_LIMITS.previewRows), mapping);
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{peopleStrings.mappingHelp}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {FIELDS.map(({ field, label }) => (
          <FormControl key={field} fullWidth>
            <InputLabel id={`map-${field}`}>{peopleStrings.mapColumn(label)}</InputLabel>
            <Select
              labelId={`map-${field}`}
              label={peopleStrings.mapColumn(label)}
              value={mapping[field] ?? SKIP}
              onChange={(e) =>
                onChange({ ...mapping, [field]: e.target.value === SKIP ? null : e.target.value })
              }
            >
              <MenuItem value={SKIP}>
                <em>{peopleStrings.skipColumn}</em>
              </MenuItem>
              {csv.columns.map((column) => (
                <MenuItem key={column} value={column}>
                  {column}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
        ))}
      </Stack>
      <Typography variant="subtitle2" component="h3">
        {peopleStrings.preview(preview.length, csv.rows.length)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={peopleStrings.previewLabel}>
          <TableHead>
            <TableRow>
              <TableCell>{peopleStrings.row}</TableCell>
              <TableCell>{peopleStrings.name}</TableCell>
              <TableCell>{peopleStrings.email}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.map((row) => (
              <TableRow key={row.rowNumber}>
                <TableCell>{row.rowNumber}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{row.name ?? ''}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>{row.email ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

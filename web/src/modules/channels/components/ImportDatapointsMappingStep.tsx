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
import { commonStrings } from '../../common/strings';
import type { ParsedCsv } from '../../people/utils/parsePeopleCsv';
import { CHANNEL_LIMITS, channelStrings } from '../strings';
import {
  DATAPOINT_FIELDS,
  type DatapointColumnMapping,
  mapDatapointRows,
} from '../utils/datapointColumnMapping';

const SKIP = '';

/**
 * Step 2 of a channel import: the new source's name, which CSV column feeds each field (text is
 * required), and the file's first rows as they will be imported.
 */
export function ImportDatapointsMappingStep({
  csv,
  mapping,
  datasetTitle,
  onMappingChange,
  onDatasetTitleChange,
}: {
  csv: ParsedCsv;
  mapping: DatapointColumnMapping;
  datasetTitle: string;
  onMappingChange: (mapping: DatapointColumnMapping) => void;
  onDatasetTitleChange: (title: string) => void;
}) {
  const preview = mapDatapointRows(csv.rows.slice(0, CHANNEL_LIMITS.previewRows), mapping);
  return (
    <Stack sx={{ gap: 2 }}>
      {csv.problem ? <Alert severity="warning">{channelStrings.parseProblem(csv.problem)}</Alert> : null}
      <TextField
        label={channelStrings.datasetTitle}
        value={datasetTitle}
        onChange={(event) => onDatasetTitleChange(event.target.value)}
        required
        fullWidth
        helperText={`${channelStrings.datasetTitleHelper} ${commonStrings.charactersUsed(datasetTitle.length, CHANNEL_LIMITS.title)}`}
        slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.title } }}
      />
      <Typography color="text.secondary">{channelStrings.mappingHelp}</Typography>
      <Stack
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {DATAPOINT_FIELDS.map((field) => {
          const label = channelStrings.mapColumn(channelStrings.importFields[field]);
          return (
            <TextField
              key={field}
              select
              label={field === 'text' ? `${label}${channelStrings.required}` : label}
              value={mapping[field] ?? SKIP}
              error={field === 'text' && !mapping.text}
              helperText={field === 'text' && !mapping.text ? channelStrings.needText : undefined}
              onChange={(event) =>
                onMappingChange({
                  ...mapping,
                  [field]: event.target.value === SKIP ? null : event.target.value,
                })
              }
            >
              <MenuItem value={SKIP}>
                <em>{channelStrings.skipColumn}</em>
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
        {channelStrings.preview(preview.length, csv.rows.length)}
      </Typography>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Table size="small" aria-label={channelStrings.previewLabel} sx={{ minWidth: 560 }}>
          <TableHead>
            <TableRow>
              <TableCell>{channelStrings.row}</TableCell>
              {DATAPOINT_FIELDS.map((field) => (
                <TableCell key={field}>{channelStrings.importFields[field]}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.map((row) => (
              <TableRow key={row.rowNumber}>
                <TableCell>{row.rowNumber}</TableCell>
                {DATAPOINT_FIELDS.map((field) => (
                  <TableCell
                    key={field}
                    sx={{
                      overflowWrap: 'anywhere',
                      maxWidth: field === 'text' ? 320 : 160,
                      verticalAlign: 'top',
                    }}
                  >
                    {field === 'text' ? truncateText(row.values.text) : (row.values[field] ?? '')}
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

/** A long text cut for the preview (the import sends it whole). */
function truncateText(text: string | null): string {
  if (!text) return '';
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}

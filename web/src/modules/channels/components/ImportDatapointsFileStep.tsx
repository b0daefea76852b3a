import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { type ParsedCsv, parsePeopleCsv } from '../../people/utils/parsePeopleCsv';
import { CHANNEL_LIMITS, channelStrings } from '../strings';

const MB = Math.round(CHANNEL_LIMITS.maxFileBytes / 1024 / 1024);

/**
 * Step 1 of a channel import: a CSV file read in the browser (papaparse, as the people import) and
 * checked against the file size and the room left in the channel.
 */
export function ImportDatapointsFileStep({
  room,
  onParsed,
}: {
  /** How many more data points the channel holds. */
  room: number;
  onParsed: (csv: ParsedCsv, fileName: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > CHANNEL_LIMITS.maxFileBytes) return setProblem(channelStrings.fileTooLarge(MB));
    const csv = parsePeopleCsv(await file.text());
    if (csv.rows.length === 0 || csv.columns.length === 0) return setProblem(channelStrings.noRows);
    if (csv.rows.length > room) return setProblem(channelStrings.tooManyRows(csv.rows.length, room));
    setProblem(null);
    onParsed(csv, file.name);
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{channelStrings.fileHelp(CHANNEL_LIMITS.datapoints, MB)}</Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button
        component="label"
        variant="contained"
        startIcon={<UploadFileIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {channelStrings.chooseFile}
        <input
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="channel-csv-input"
          onChange={(event) => void pick(event)}
        />
      </Button>
    </Stack>
  );
}

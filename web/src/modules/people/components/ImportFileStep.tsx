import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { peopleStrings } from '../strings';
import { IMPORT_LIMITS } from '../utils/importLimits';
import { type ParsedCsv, parsePeopleCsv } from '../utils/parsePeopleCsv';

const MB = Math.round(IMPORT_LIMITS.maxFileBytes / 1024 / 1024);

/** Step 1 of the import: a CSV file (or pasted text), read in the browser and checked against the limits. */
export function ImportFileStep({ onParsed }: { onParsed: (csv: ParsedCsv) => void }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');

  const read = (text: string) => {
    const csv = parsePeopleCsv(text);
    if (csv.rows.length === 0 || csv.columns.length === 0) return setProblem(peopleStrings.noRows);
    if (csv.rows.length > IMPORT_LIMITS.maxRows)
      return setProblem(peopleStrings.tooManyRows(csv.rows.length, IMPORT_LIMITS.maxRows));
    setProblem(null);
    onParsed(csv);
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > IMPORT_LIMITS.maxFileBytes) return setProblem(peopleStrings.fileTooLarge(MB));
    read(await file.text());
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{peopleStrings.fileHelp(IMPORT_LIMITS.maxRows, MB)}</Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button
        component="label"
        variant="outlined"
        startIcon={<UploadFileIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {peopleStrings.chooseFile}
        <input
          type="file"
          accept=".csv,text/csv"
          hidden
          data-testid="people-csv-input"
          onChange={(event) => void pick(event)}
        />
      </Button>
      <Typography variant="body2" color="text.secondary">
        {peopleStrings.orPaste}
      </Typography>
      <TextField
        label={peopleStrings.pasteLabel}
        multiline
        minRows={4}
        maxRows={10}
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
        placeholder={'name,email\nAda Lovelace,ada@example.org'}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Button
        variant="contained"
        disabled={pasted.trim() === '' || pasted.length > IMPORT_LIMITS.maxFileBytes}
        onClick={() => read(pasted)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {peopleStrings.readPasted}
      </Button>
    </Stack>
  );
}

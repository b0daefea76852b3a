import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useState } from 'react';
import { csvImportStrings as strings } from '../strings';
import { type ParsedCsv, parseCsv } from '../utils/parseCsv';

/**
 * Step 1 of a CSV import: a file (or, with `pastePlaceholder`, pasted text) read in the browser with
 * papaparse and checked against the size limit, for rows under the header and against `checkRows`.
 * With `onFiles`, the chosen files (several at once) go to the caller unread and unchecked instead:
 * the bulk import sends CSV and XLSX files to the server, which reads them, and documents one by one,
 * each a note (`accept` names the types).
 */
export function CsvFileStep({
  help,
  maxFileBytes,
  checkRows,
  inputTestId,
  pastePlaceholder,
  accept = '.csv,text/csv',
  chooseLabel = strings.chooseFile,
  problem: outsideProblem,
  busy = false,
  onFiles,
  onParsed,
}: {
  help: string;
  maxFileBytes: number;
  /** Why this many rows cannot be imported, or null when they can. */
  checkRows: (rows: number) => string | null;
  inputTestId: string;
  pastePlaceholder?: string;
  accept?: string;
  chooseLabel?: string;
  /** A refusal from whoever `onFiles` handed the files to. */
  problem?: string | null;
  /** While the caller works on the file: the button waits. */
  busy?: boolean;
  onFiles?: (files: File[]) => void;
  /** `fileName` is empty for pasted text. */
  onParsed?: (csv: ParsedCsv, fileName: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [pasted, setPasted] = useState('');
  const mb = Math.round(maxFileBytes / 1024 / 1024);

  const read = (text: string, fileName: string) => {
    const csv = parseCsv(text);
    if (csv.rows.length === 0 || csv.columns.length === 0) return setProblem(strings.noRows);
    const tooMany = checkRows(csv.rows.length);
    if (tooMany) return setProblem(tooMany);
    setProblem(null);
    onParsed?.(csv, fileName);
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    const file = files[0];
    event.target.value = '';
    if (!file) return;
    if (onFiles) {
      setProblem(null);
      return onFiles(files);
    }
    if (file.size > maxFileBytes) return setProblem(strings.fileTooLarge(mb));
    read(await file.text(), file.name);
  };
  const paste = pastePlaceholder !== undefined;

  return (
    <Stack sx={{ gap: 2 }}>
      <Typography color="text.secondary">{help}</Typography>
      {(problem ?? outsideProblem) ? <Alert severity="error">{problem ?? outsideProblem}</Alert> : null}
      <Button
        component="label"
        // With pasting offered, its button is the contained one.
        variant={paste ? 'outlined' : 'contained'}
        startIcon={<UploadFileIcon />}
        disabled={busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {chooseLabel}
        <input
          type="file"
          accept={accept}
          multiple={onFiles !== undefined}
          hidden
          data-testid={inputTestId}
          onChange={(event) => void pick(event)}
        />
      </Button>
      {paste ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {strings.orPaste}
          </Typography>
          <TextField
            label={strings.pasteLabel}
            multiline
            minRows={4}
            maxRows={10}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            placeholder={pastePlaceholder}
            slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
          />
          <Button
            variant="contained"
            disabled={pasted.trim() === '' || pasted.length > maxFileBytes}
            onClick={() => read(pasted, '')}
            sx={{ alignSelf: 'flex-start' }}
          >
            {strings.readPasted}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

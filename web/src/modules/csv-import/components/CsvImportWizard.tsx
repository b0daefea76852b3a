import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { csvImportStrings as strings } from '../strings';
import type { ColumnMapping, ImportRejection, ImportTarget } from '../types/ImportTarget';
import type { ParsedCsv } from '../utils/parseCsv';
import { CsvFileStep } from './CsvFileStep';
import { CsvImportProgress } from './CsvImportProgress';
import { CsvImportReport } from './CsvImportReport';
import { CsvMappingStep } from './CsvMappingStep';

type Stage = 'file' | 'mapping' | 'importing' | 'report';
const STAGES: Stage[] = ['file', 'mapping', 'importing', 'report'];

/** What a target says in its own words. */
export interface CsvImportTexts {
  title: string;
  fileHelp: string;
  mappingHelp: string;
  parseProblem: (line: string) => string;
  importedCount: (count: number) => string;
}

/**
 * A CSV import in four steps: choose (or paste) the file, map its columns to the target's fields
 * while looking at its first rows, send it in batches with progress, and read the report of rows
 * refused (here or by the server) and why. A refused batch stops the import: the batches before it
 * are in, nothing after it is sent. The target (`ImportTarget`) says what the rows become and how
 * they are sent (each batch reading again what it makes stale, so the page behind fills as it goes); `mappingBefore` and `canStart` let the caller add a setting of its own (the
 * channel import's source name), `onFileChosen` and `onReset` keep it.
 */
export function CsvImportWizard<K extends string, TRow>({
  open,
  target,
  texts,
  maxFileBytes,
  checkRows,
  pastePlaceholder,
  fieldLabel,
  testIds,
  mappingBefore,
  canStart = true,
  onFileChosen,
  onReset,
  onClose,
}: {
  open: boolean;
  target: ImportTarget<K, TRow>;
  texts: CsvImportTexts;
  maxFileBytes: number;
  checkRows: (rows: number) => string | null;
  /** Offers pasting CSV text, with this example. */
  pastePlaceholder?: string;
  /** Shows the field each refusal is about, named as the mapping names it. */
  fieldLabel?: (field: string) => string;
  testIds: { input: string; report: string; rejectedRow: string };
  mappingBefore?: ReactNode;
  canStart?: boolean;
  onFileChosen?: (fileName: string) => void;
  onReset?: () => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [stage, setStage] = useState<Stage>('file');
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping<K> | null>(null);
  const [done, setDone] = useState(0);
  const [imported, setImported] = useState(0);
  const [rejected, setRejected] = useState<ImportRejection[]>([]);
  const [stopped, setStopped] = useState<unknown>(null);

  const reset = () => {
    setStage('file');
    setCsv(null);
    setMapping(null);
    setDone(0);
    setImported(0);
    setRejected([]);
    setStopped(null);
    onReset?.();
  };
  const close = () => {
    if (stage === 'importing') return;
    reset();
    onClose();
  };
  const chooseFile = (parsed: ParsedCsv, fileName: string) => {
    setCsv(parsed);
    setMapping(target.guessMapping(parsed.columns));
    onFileChosen?.(fileName);
    setStage('mapping');
  };
  const start = async () => {
    if (!csv || !mapping) return;
    const { rows, refused } = target.toRows(csv.rows, mapping);
    // Rows refused here count as handled: the bar moves over the rows that are sent.
    const refusedHere = refused.length;
    setStage('importing');
    setDone(refusedHere);
    const send = target.begin();
    let importedSoFar = 0;
    for (let at = 0; at < rows.length; at += target.batchSize) {
      const batch = rows.slice(at, at + target.batchSize);
      try {
        const result = await send(batch);
        importedSoFar += result.importedCount;
        refused.push(...result.rejected);
      } catch (failure) {
        // Earlier batches are in; this one was refused whole and the rest were not sent.
        setStopped(failure ?? true);
        break;
      }
      setDone(refusedHere + at + batch.length);
      setImported(importedSoFar);
    }
    setRejected([...refused].sort((a, b) => a.rowNumber - b.rowNumber));
    setStage('report');
  };

  return (
    <Dialog open={open} onClose={close} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{texts.title}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STAGES.indexOf(stage)} alternativeLabel sx={{ mb: 3 }}>
          {strings.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {stage === 'file' ? (
          <CsvFileStep
            help={texts.fileHelp}
            maxFileBytes={maxFileBytes}
            checkRows={checkRows}
            inputTestId={testIds.input}
            pastePlaceholder={pastePlaceholder}
            onParsed={chooseFile}
          />
        ) : null}
        {stage === 'mapping' && csv && mapping ? (
          <CsvMappingStep
            csv={csv}
            fields={target.fields}
            mapping={mapping}
            help={texts.mappingHelp}
            parseProblem={texts.parseProblem}
            before={mappingBefore}
            onChange={setMapping}
          />
        ) : null}
        {stage === 'importing' && csv ? <CsvImportProgress done={done} total={csv.rows.length} /> : null}
        {stage === 'report' ? (
          <>
            {isPlanRefusal(stopped) ? (
              <ErrorNotice error={stopped} />
            ) : stopped ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {strings.importStopped} {stopped === true ? '' : errorMessage(stopped)}
              </Alert>
            ) : null}
            <CsvImportReport
              importedCount={imported}
              importedLabel={texts.importedCount}
              rejected={rejected}
              fieldLabel={fieldLabel}
              testIds={testIds}
            />
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {stage === 'file' ? <Button onClick={close}>{strings.cancel}</Button> : null}
        {stage === 'mapping' && csv && mapping ? (
          <>
            <Button onClick={() => setStage('file')}>{strings.back}</Button>
            <Button
              variant="contained"
              disabled={!canStart || !target.canStart(mapping)}
              onClick={() => void start()}
            >
              {strings.startImport(csv.rows.length)}
            </Button>
          </>
        ) : null}
        {stage === 'report' ? (
          <Button variant="contained" onClick={close}>
            {strings.done}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useState } from 'react';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { IMPORT_PEOPLE_MUTATION } from '../operations';
import { peopleStrings } from '../strings';
import { type ColumnMapping, guessMapping, mappedRows } from '../utils/columnMapping';
import { IMPORT_LIMITS } from '../utils/importLimits';
import type { ParsedCsv } from '../utils/parsePeopleCsv';
import { ImportFileStep } from './ImportFileStep';
import { ImportMappingStep } from './ImportMappingStep';
import { ImportProgress } from './ImportProgress';
import { ImportReport, type Rejection } from './ImportReport';

type Stage = 'file' | 'mapping' | 'importing' | 'report';
const STAGES: Stage[] = ['file', 'mapping', 'importing', 'report'];

/**
 * Imports people from a CSV file in four steps: choose (or paste) the file, map its columns to
 * person fields while looking at its first rows, import in batches with progress, and read the
 * report of rows the server refused and why. Refused rows change nothing; the others are created.
 */
export function ImportPeopleDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const [stage, setStage] = useState<Stage>('file');
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>({ name: null, email: null });
  const [done, setDone] = useState(0);
  const [imported, setImported] = useState(0);
  const [rejected, setRejected] = useState<Rejection[]>([]);
  const [stopped, setStopped] = useState<unknown>(null);

  const reset = () => {
    setStage('file');
    setCsv(null);
    setMapping({ name: null, email: null });
    setDone(0);
    setImported(0);
    setRejected([]);
    setStopped(null);
  };
  const close = () => {
    if (stage === 'importing') return;
    reset();
    onClose();
  };
  const useFile = (parsed: ParsedCsv) => {
    setCsv(parsed);
    setMapping(guessMapping(parsed.columns));
    setStage('mapping');
  };
  const start = async () => {
    if (!csv) return;
    const rows = mappedRows(csv.rows, mapping);
    setStage('importing');
    let importedSoFar = 0;
    const refused: Rejection[] = [];
    for (let at = 0; at < rows.length; at += IMPORT_LIMITS.batchRows) {
      const batch = rows.slice(at, at + IMPORT_LIMITS.batchRows);
      let result;
      try {
        result = await graphqlRequest(IMPORT_PEOPLE_MUTATION, { input: { rows: batch } });
      } catch (failure) {
        // Earlier batches are in; this one was refused whole and the rest were not sent.
        setStopped(failure ?? true);
        break;
      }
      importedSoFar += result.importPeople.importedCount;
      refused.push(...result.importPeople.rejected);
      setDone(at + batch.length);
      setImported(importedSoFar);
    }
    setRejected(refused);
    setStage('report');
    if (importedSoFar > 0) onImported();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" aria-labelledby="import-people-title">
      <DialogTitle id="import-people-title">{peopleStrings.importTitle}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STAGES.indexOf(stage)} alternativeLabel sx={{ mb: 3 }}>
          {peopleStrings.importSteps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {stage === 'file' ? <ImportFileStep onParsed={useFile} /> : null}
        {stage === 'mapping' && csv ? (
          <ImportMappingStep csv={csv} mapping={mapping} onChange={setMapping} />
        ) : null}
        {stage === 'importing' && csv ? <ImportProgress done={done} total={csv.rows.length} /> : null}
        {stage === 'report' ? (
          <>
            {stopped ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {peopleStrings.importStopped} {stopped === true ? '' : errorMessage(stopped)}
              </Alert>
            ) : null}
            <ImportReport importedCount={imported} rejected={rejected} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {stage === 'file' ? <Button onClick={close}>{peopleStrings.cancel}</Button> : null}
        {stage === 'mapping' && csv ? (
          <>
            <Button onClick={() => setStage('file')}>{peopleStrings.back}</Button>
            <Button
              variant="contained"
              disabled={!mapping.name && !mapping.email}
              onClick={() => void start()}
            >
              {peopleStrings.startImport(csv.rows.length)}
            </Button>
          </>
        ) : null}
        {stage === 'report' ? (
          <Button variant="contained" onClick={close}>
            {peopleStrings.done}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

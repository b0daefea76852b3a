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
import { useState } from 'react';
import type { ChannelDatapointRowInput, ImportChannelDatapointsInput } from '../../../gql/graphql';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { ImportProgress } from '../../people/components/ImportProgress';
import type { ParsedCsv } from '../../people/utils/parsePeopleCsv';
import { IMPORT_CHANNEL_DATAPOINTS_MUTATION } from '../operations';
import { CHANNEL_LIMITS, channelStrings } from '../strings';
import {
  type DatapointColumnMapping,
  guessDatapointMapping,
  mapDatapointRows,
} from '../utils/datapointColumnMapping';
import { type RowRejection, datapointRowInput, isRowRejection } from '../utils/datapointRowInput';
import { ImportDatapointsFileStep } from './ImportDatapointsFileStep';
import { ImportDatapointsMappingStep } from './ImportDatapointsMappingStep';
import { ImportDatapointsReport } from './ImportDatapointsReport';

type Stage = 'file' | 'mapping' | 'importing' | 'report';
const STAGES: Stage[] = ['file', 'mapping', 'importing', 'report'];
const NO_MAPPING: DatapointColumnMapping = {
  text: null,
  author: null,
  rating: null,
  sentiment: null,
  occurredAt: null,
};

/**
 * Imports a CSV file into a channel as a new source, in four steps: choose the file, name the source
 * and map its columns while looking at its first rows, send it in batches of 1000 with progress (the
 * first batch creates the source, the others add to it), and read the report of refused rows with
 * their row, field and reason. Rows this browser cannot turn into a rating, sentiment or date are
 * refused before sending; the server refuses the rest it finds wrong.
 */
export function ImportDatapointsDialog({
  open,
  channelId,
  room,
  onClose,
  onImported,
}: {
  open: boolean;
  channelId: string;
  room: number;
  onClose: () => void;
  onImported: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [stage, setStage] = useState<Stage>('file');
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<DatapointColumnMapping>(NO_MAPPING);
  const [datasetTitle, setDatasetTitle] = useState('');
  const [done, setDone] = useState(0);
  const [imported, setImported] = useState(0);
  const [rejected, setRejected] = useState<RowRejection[]>([]);
  const [stopped, setStopped] = useState<unknown>(null);

  const reset = () => {
    setStage('file');
    setCsv(null);
    setMapping(NO_MAPPING);
    setDatasetTitle('');
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
  const useFile = (parsed: ParsedCsv, fileName: string) => {
    setCsv(parsed);
    setMapping(guessDatapointMapping(parsed.columns));
    setDatasetTitle(fileName.replace(/\.[^.]+$/, '').slice(0, CHANNEL_LIMITS.title));
    setStage('mapping');
  };
  const start = async () => {
    if (!csv) return;
    const converted = mapDatapointRows(csv.rows, mapping).map(datapointRowInput);
    const refused: RowRejection[] = converted.filter(isRowRejection);
    const rows = converted.filter((row): row is ChannelDatapointRowInput => !isRowRejection(row));
    // Rows refused here count as handled: the bar moves over the rows that are sent.
    const refusedHere = refused.length;
    setStage('importing');
    setDone(refusedHere);
    let importedSoFar = 0;
    let datasetId: string | null = null;
    for (let at = 0; at < rows.length; at += CHANNEL_LIMITS.batch) {
      const batch = rows.slice(at, at + CHANNEL_LIMITS.batch);
      const target: Pick<ImportChannelDatapointsInput, 'datasetId' | 'datasetTitle' | 'source'> = datasetId
        ? { datasetId }
        : { datasetTitle: datasetTitle.trim(), source: 'CSV' };
      try {
        const result = await graphqlRequest(IMPORT_CHANNEL_DATAPOINTS_MUTATION, {
          input: { channelId, ...target, rows: batch },
        });
        datasetId = result.importChannelDatapoints.dataset.id;
        importedSoFar += result.importChannelDatapoints.importedCount;
        refused.push(...result.importChannelDatapoints.rejected);
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
    if (importedSoFar > 0) onImported();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      fullScreen={phone}
      maxWidth="md"
      aria-labelledby="import-datapoints-title"
    >
      <DialogTitle id="import-datapoints-title">{channelStrings.importTitle}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STAGES.indexOf(stage)} alternativeLabel sx={{ mb: 3 }}>
          {channelStrings.importSteps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {stage === 'file' ? <ImportDatapointsFileStep room={room} onParsed={useFile} /> : null}
        {stage === 'mapping' && csv ? (
          <ImportDatapointsMappingStep
            csv={csv}
            mapping={mapping}
            datasetTitle={datasetTitle}
            onMappingChange={setMapping}
            onDatasetTitleChange={setDatasetTitle}
          />
        ) : null}
        {stage === 'importing' && csv ? <ImportProgress done={done} total={csv.rows.length} /> : null}
        {stage === 'report' ? (
          <>
            {stopped ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {channelStrings.importStopped} {stopped === true ? '' : errorMessage(stopped)}
              </Alert>
            ) : null}
            <ImportDatapointsReport importedCount={imported} rejected={rejected} />
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {stage === 'file' ? <Button onClick={close}>{channelStrings.cancel}</Button> : null}
        {stage === 'mapping' && csv ? (
          <>
            <Button onClick={() => setStage('file')}>{channelStrings.back}</Button>
            <Button
              variant="contained"
              disabled={!mapping.text || datasetTitle.trim() === ''}
              onClick={() => void start()}
            >
              {channelStrings.startImport(csv.rows.length)}
            </Button>
          </>
        ) : null}
        {stage === 'report' ? (
          <Button variant="contained" onClick={close}>
            {channelStrings.done}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

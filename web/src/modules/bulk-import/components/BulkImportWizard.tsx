import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useEffect, useId, useState } from 'react';
import type { BulkImportFieldsFragment, BulkImportProcessedInto } from '../../../gql/graphql';
import { CsvFileStep } from '../../csv-import/components/CsvFileStep';
import { CsvImportProgress } from '../../csv-import/components/CsvImportProgress';
import { csvImportStrings } from '../../csv-import/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { invalidates } from '../../graphql/utils/invalidates';
import { PROJECTS_QUERY } from '../../projects/operations';
import { BULK_IMPORT_QUERY, IMPORT_NOTE_FIELDS_QUERY, START_BULK_IMPORT_MUTATION } from '../operations';
import { bulkImportStrings as strings } from '../strings';
import { type ColumnChoice, guessChoices, mappingProblem, toColumnsInput } from '../utils/columnChoices';
import { uploadImportFile } from '../utils/uploadImportFile';
import { BulkImportMappingStep, type DateRange } from './BulkImportMappingStep';
import { BulkImportReportView } from './BulkImportReportView';

type Stage = 'file' | 'mapping' | 'importing' | 'report';
const STAGES: Stage[] = ['file', 'mapping', 'importing', 'report'];
/** Spec 001 §9: an import file is at most 10 MB. */
const MAX_FILE_BYTES = 10_485_760;
/** How often the progress of the server's job is read. */
const POLL_MS = 1000;
const IMPORTS_STALE = invalidates('bulkImports');

/**
 * A bulk import in the CSV import's four steps: choose the project (unless given) and a CSV or XLSX
 * file, which the server reads; map its columns over its first rows; follow the server's job (it
 * goes on if this dialog closes, and its report stays on /settings/bulk-import); read the report.
 */
export function BulkImportWizard({
  open,
  projectId: givenProjectId,
  draft: givenDraft = null,
  onClose,
}: {
  open: boolean;
  projectId?: string | null;
  /** An import uploaded but not started: the wizard opens at its mapping. */
  draft?: BulkImportFieldsFragment | null;
  onClose: (bulkImportId: string | null) => void;
}) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [stage, setStage] = useState<Stage>(givenDraft ? 'mapping' : 'file');
  const [projectId, setProjectId] = useState(givenDraft?.projectId ?? givenProjectId ?? '');
  const [uploading, setUploading] = useState(false);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [draft, setDraft] = useState<BulkImportFieldsFragment | null>(givenDraft);
  const [kind, setKind] = useState<BulkImportProcessedInto>('CONTENT');
  const [choices, setChoices] = useState<ColumnChoice[]>(() =>
    givenDraft ? guessChoices(givenDraft.headers, 'CONTENT') : [],
  );
  const [range, setRange] = useState<DateRange>({ minDate: '', maxDate: '' });
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<unknown>(null);

  const projects = useGraphqlQuery(PROJECTS_QUERY, { archived: false }, { skip: !open || !!givenProjectId });
  const fields = useGraphqlQuery(
    IMPORT_NOTE_FIELDS_QUERY,
    { projectId: projectId || null },
    { skip: !draft },
  );
  const following = stage === 'importing' || stage === 'report';
  const job = useGraphqlQuery(
    BULK_IMPORT_QUERY,
    { id: draft?.id ?? '' },
    { skip: !draft || !following, fresh: true },
  );
  const report = job.data?.bulkImport;
  const running = report?.status === 'QUEUED' || report?.status === 'RUNNING';
  const { refetch } = job;

  useEffect(() => {
    if (stage !== 'importing' || (report && !running)) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [stage, report, running, refetch]);
  useEffect(() => {
    if (stage === 'importing' && report && !running) setStage('report');
  }, [stage, report, running]);

  const reset = () => {
    setStage(givenDraft ? 'mapping' : 'file');
    setProjectId(givenDraft?.projectId ?? givenProjectId ?? '');
    setDraft(givenDraft);
    setFileProblem(null);
    setChoices(givenDraft ? guessChoices(givenDraft.headers, 'CONTENT') : []);
    setKind('CONTENT');
    setRange({ minDate: '', maxDate: '' });
    setStartError(null);
  };
  const close = () => {
    const id = stage === 'importing' || stage === 'report' ? (draft?.id ?? null) : null;
    reset();
    onClose(id);
  };
  const upload = async (file: File) => {
    setUploading(true);
    const outcome = await uploadImportFile(projectId, file);
    setUploading(false);
    if (outcome.kind === 'failed') return setFileProblem(outcome.message);
    setDraft(outcome.bulkImport);
    setChoices(guessChoices(outcome.bulkImport.headers, kind));
    setStage('mapping');
  };
  const changeKind = (next: BulkImportProcessedInto) => {
    setKind(next);
    if (draft) setChoices(guessChoices(draft.headers, next));
  };
  const problem = mappingProblem(choices, kind, strings);
  const start = async () => {
    if (!draft) return;
    setStarting(true);
    setStartError(null);
    try {
      await graphqlRequest(
        START_BULK_IMPORT_MUTATION,
        {
          input: {
            id: draft.id,
            processedInto: kind,
            columns: toColumnsInput(choices),
            minDate: range.minDate ? `${range.minDate}T00:00:00.000Z` : null,
            maxDate: range.maxDate ? `${range.maxDate}T23:59:59.999Z` : null,
          },
        },
        { update: IMPORTS_STALE },
      );
      setStage('importing');
    } catch (failure) {
      setStartError(failure);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth fullScreen={phone} maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{strings.wizardTitle}</DialogTitle>
      <DialogContent>
        <Stepper activeStep={STAGES.indexOf(stage)} alternativeLabel sx={{ mb: 3 }}>
          {csvImportStrings.steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {stage === 'file' ? (
          <Stack sx={{ gap: 2 }}>
            {givenProjectId ? null : (
              <TextField
                select
                label={strings.project}
                helperText={strings.chooseProject}
                value={projectId}
                onChange={(event) => setProjectId(event.target.value)}
                sx={{ maxWidth: 420 }}
              >
                {(projects.data?.projects ?? []).map((project) => (
                  <MenuItem key={project.id} value={project.id}>
                    {project.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <CsvFileStep
              help={strings.fileHelp}
              maxFileBytes={MAX_FILE_BYTES}
              checkRows={() => null}
              inputTestId="bulk-import-file"
              accept=".csv,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              chooseLabel={uploading ? strings.uploading : strings.chooseFile}
              busy={uploading || !projectId}
              problem={fileProblem}
              onFile={(file) => void upload(file)}
            />
          </Stack>
        ) : null}
        {stage === 'mapping' && draft ? (
          <Stack sx={{ gap: 2 }}>
            {startError ? <Alert severity="error">{errorMessage(startError)}</Alert> : null}
            <BulkImportMappingStep
              bulkImport={draft}
              kind={kind}
              choices={choices}
              fields={fields.data?.customFields ?? []}
              range={range}
              onKind={changeKind}
              onChoices={setChoices}
              onRange={setRange}
            />
          </Stack>
        ) : null}
        {stage === 'importing' && draft ? (
          <CsvImportProgress done={report?.processedRows ?? 0} total={draft.totalRows} />
        ) : null}
        {stage === 'report' && report ? <BulkImportReportView report={report} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {stage === 'file' || stage === 'importing' ? <Button onClick={close}>{strings.close}</Button> : null}
        {stage === 'mapping' && draft ? (
          <>
            <Button onClick={() => setStage('file')}>{csvImportStrings.back}</Button>
            <Button
              variant="contained"
              disabled={problem !== null || starting}
              title={problem ?? undefined}
              onClick={() => void start()}
            >
              {csvImportStrings.startImport(draft.totalRows)}
            </Button>
          </>
        ) : null}
        {stage === 'report' ? (
          <Button variant="contained" onClick={close}>
            {csvImportStrings.done}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

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
import { CsvImportReport } from '../../csv-import/components/CsvImportReport';
import type { ImportRejection } from '../../csv-import/types/ImportTarget';
import { apolloClient } from '../../graphql/utils/apolloClient';
import { csvImportStrings } from '../../csv-import/strings';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { graphqlRequest } from '../../graphql/utils/graphqlRequest';
import { invalidates } from '../../graphql/utils/invalidates';
import { PROJECTS_QUERY } from '../../projects/operations';
import { BULK_IMPORT_QUERY, IMPORT_NOTE_FIELDS_QUERY, START_BULK_IMPORT_MUTATION } from '../operations';
import { bulkImportStrings as strings } from '../strings';
import { type ColumnChoice, guessChoices, mappingProblem, toColumnsInput } from '../utils/columnChoices';
import { IMPORT_ACCEPT, isSpreadsheet } from '../utils/documentFiles';
import { importDocumentFile } from '../utils/importDocumentFile';
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

/** Documents sent one by one, each a note: how far, how many came in, and each refused file. */
interface DocumentsRun {
  total: number;
  done: number;
  imported: number;
  refused: ImportRejection[];
}

/**
 * A bulk import in the CSV import's four steps: choose the project (unless given) and a CSV or XLSX
 * file, which the server reads; map its columns over its first rows; follow the server's job (it
 * goes on if this dialog closes, and its report stays on /settings/bulk-import); read the report.
 * Plain text, Markdown, Word and PDF files (many at once) skip the mapping: each is sent in turn and
 * becomes a note, and the report names every file refused.
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
  const [documents, setDocuments] = useState<DocumentsRun | null>(null);

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
    if (documents || stage !== 'importing' || (report && !running)) return;
    const timer = setInterval(refetch, POLL_MS);
    return () => clearInterval(timer);
  }, [stage, report, running, refetch]);
  useEffect(() => {
    if (!documents && stage === 'importing' && report && !running) setStage('report');
  }, [documents, stage, report, running]);

  const reset = () => {
    setStage(givenDraft ? 'mapping' : 'file');
    setProjectId(givenDraft?.projectId ?? givenProjectId ?? '');
    setDraft(givenDraft);
    setFileProblem(null);
    setChoices(givenDraft ? guessChoices(givenDraft.headers, 'CONTENT') : []);
    setKind('CONTENT');
    setRange({ minDate: '', maxDate: '' });
    setStartError(null);
    setDocuments(null);
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
  const importDocuments = async (files: File[]) => {
    let run: DocumentsRun = { total: files.length, done: 0, imported: 0, refused: [] };
    setDocuments(run);
    setStage('importing');
    // One at a time: each file is read whole and converted on the server.
    for (const [index, file] of files.entries()) {
      const outcome =
        file.size > MAX_FILE_BYTES
          ? { kind: 'failed' as const, message: strings.documentTooLarge }
          : await importDocumentFile(projectId, file);
      run = {
        ...run,
        done: run.done + 1,
        imported: run.imported + (outcome.kind === 'done' ? 1 : 0),
        refused:
          outcome.kind === 'failed'
            ? [...run.refused, { rowNumber: index + 1, field: file.name, reason: outcome.message }]
            : run.refused,
      };
      setDocuments(run);
    }
    // The project's notes and the search were read before these notes existed.
    const cache = apolloClient().cache;
    for (const fieldName of ['notes', 'search', 'project']) cache.evict({ id: 'ROOT_QUERY', fieldName });
    cache.gc();
    setStage('report');
  };
  const pick = (files: File[]) => {
    const spreadsheets = files.filter(isSpreadsheet);
    if (spreadsheets.length === 1 && files.length === 1) {
      if (files[0].size > MAX_FILE_BYTES) return setFileProblem(strings.documentTooLarge);
      return void upload(files[0]);
    }
    if (spreadsheets.length > 0) return setFileProblem(strings.spreadsheetAlone);
    setFileProblem(null);
    void importDocuments(files);
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
              accept={IMPORT_ACCEPT}
              chooseLabel={uploading ? strings.uploading : strings.chooseFile}
              busy={uploading || !projectId}
              problem={fileProblem}
              onFiles={pick}
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
        {stage === 'importing' && documents ? (
          <CsvImportProgress
            done={documents.done}
            total={documents.total}
            label={strings.importingDocuments(documents.done, documents.total)}
          />
        ) : null}
        {stage === 'report' && documents ? (
          <CsvImportReport
            importedCount={documents.imported}
            importedLabel={strings.importedNotes}
            rejected={documents.refused}
            fieldLabel={(name) => name}
            fieldHeading={strings.file}
            allImportedText={strings.allDocumentsImported}
            rowHeading={strings.fileNumber}
            rejectedCountText={strings.refusedFiles}
            testIds={{ report: 'bulk-import-report', rejectedRow: 'bulk-import-failure' }}
          />
        ) : null}
        {stage === 'importing' && draft ? (
          <CsvImportProgress done={report?.processedRows ?? 0} total={draft.totalRows} />
        ) : null}
        {stage === 'report' && report ? <BulkImportReportView report={report} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {stage === 'file' || (stage === 'importing' && !documents) ? (
          <Button onClick={close}>{strings.close}</Button>
        ) : null}
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

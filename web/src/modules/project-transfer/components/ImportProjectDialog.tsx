import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState } from 'react';
import type { ProjectTransferFieldsFragment } from '../../../gql/graphql';
import type { PlanRefusal } from '../../graphql/types/PlanRefusal';
import { apolloClient } from '../../graphql/utils/apolloClient';
import { PlanLimitAlert } from '../../plans/components/PlanLimitAlert';
import { projectTransferStrings as strings } from '../strings';
import { uploadProjectFile } from '../utils/uploadProjectFile';
import { ProjectImportReport } from './ProjectImportReport';

/**
 * "Import a project file" (spec 001 §2's project import dialog): a .zip made by "Export project"
 * becomes a new project; the report then lists what came in and links to the new project.
 */
export function ImportProjectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; refusal: PlanRefusal | null } | null>(null);
  const [report, setReport] = useState<ProjectTransferFieldsFragment | null>(null);

  const close = () => {
    setFile(null);
    setFailure(null);
    setReport(null);
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    const outcome = await uploadProjectFile(file);
    setBusy(false);
    if (outcome.kind === 'failed') {
      setFailure({ message: outcome.message, refusal: outcome.refusal });
      return;
    }
    setReport(outcome.transfer);
    // The projects lists are read afresh: the new project is in them now.
    const cache = apolloClient().cache;
    cache.evict({ id: 'ROOT_QUERY', fieldName: 'projects' });
    cache.gc();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{strings.importTitle}</DialogTitle>
      <DialogContent>
        {report ? (
          <ProjectImportReport report={report} />
        ) : (
          <Stack spacing={2}>
            <Typography>{strings.importIntro}</Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
                {strings.chooseFile}
                <input
                  id={inputId}
                  type="file"
                  accept=".zip,application/zip"
                  hidden
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setFailure(null);
                  }}
                />
              </Button>
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {file?.name ?? strings.noFileChosen}
              </Typography>
            </Stack>
            {busy ? (
              <>
                <Typography color="text.secondary">{strings.importing}</Typography>
                <LinearProgress aria-label={strings.importing} />
              </>
            ) : null}
            {failure?.refusal ? (
              // A plan refused it (the file's colour or icon, the project maximum): the upgrade prompt.
              <PlanLimitAlert message={failure.message} refusal={failure.refusal} />
            ) : failure ? (
              <Alert severity="error">{failure.message}</Alert>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {strings.close}
        </Button>
        {report ? null : (
          <Button variant="contained" disabled={!file || busy} onClick={() => void submit()}>
            {strings.startImport}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

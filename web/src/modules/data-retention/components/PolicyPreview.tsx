import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { usePolicyPreview } from '../hooks/usePolicyPreview';
import { dataRetentionStrings as strings } from '../strings';
import type { PolicyDraft } from '../utils/policySummary';

/** The plain preview of a draft: "On 9 December 2026, 14 recordings and files … will be deleted …". */
export function PolicyPreview({ projectId, draft }: { projectId: string | null; draft: PolicyDraft }) {
  const keepsAll = draft.recordingsDays === null && draft.notesDays === null && draft.trashDays === null;
  const { data, error } = usePolicyPreview(projectId, draft, keepsAll);
  if (error) return <ErrorAlert error={error} />;
  return (
    <Alert severity={keepsAll ? 'success' : 'info'} sx={{ mt: 2 }} data-testid="retention-preview">
      <AlertTitle>{strings.previewTitle}</AlertTitle>
      <span data-testid="retention-preview-text">
        {keepsAll ? strings.previewNothing : (data?.dataRetentionPreview.text ?? '…')}
      </span>
    </Alert>
  );
}

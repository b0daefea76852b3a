import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import ShareIcon from '@mui/icons-material/Share';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { PageLoadError } from '../../common/components/PageLoadError';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { ProjectBreadcrumbs } from '../../projects/components/ProjectBreadcrumbs';
import { PROJECT_TITLE_QUERY } from '../../projects/operations';
import { canEdit } from '../../projects/utils/canEdit';
import { HighlightPickerDialog } from '../highlight-card/HighlightPickerDialog';
import {
  DELETE_INSIGHT_MUTATION,
  INSIGHT_QUERY,
  LOCK_INSIGHT_MUTATION,
  PUBLISH_INSIGHT_MUTATION,
  UNLOCK_INSIGHT_MUTATION,
  UNPUBLISH_INSIGHT_MUTATION,
} from '../operations';
import { insightStrings } from '../strings';
import type { Insight } from '../types/Insight';
import { InsightFieldsSection } from '../../custom-fields/components/InsightFieldsSection';
import { InsightReelsList } from '../../reels/components/InsightReelsList';
import { InsightSummaryPanel } from '../../ai/components/InsightSummaryPanel';
import { InsightBody } from './InsightBody';
import { CommentThreads } from '../../comments/components/CommentThreads';
import { commentStrings } from '../../comments/strings';
import { InsightTitle } from './InsightTitle';
import { ShareDialog } from '../../sharing/components/ShareDialog';
import { exportPaths, exportStrings } from '../../exports/strings';
import { ExportDownloadButton } from '../../exports/components/ExportDownloadButton';
import { useProjectCanEdit } from '../../access/hooks/useProjectCanEdit';
import { itemPaths } from '../../common/utils/itemPath';

/**
 * /insights/:insightId: title (rename inline), publish toggle with its date, lock, share links,
 * delete to trash, and the document with highlight cards (insert from the picker or paste a
 * highlight link). Viewers read only; a locked insight keeps its title and content.
 * A peek gives the insight's id (`insightId`); the page's route gives it in the address.
 */
export function InsightPage({ insightId: givenId }: { insightId?: string }) {
  const params = useParams();
  const insightId = givenId ?? params.insightId ?? '';
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const { data, error, loading, refetch } = useGraphqlQuery(INSIGHT_QUERY, { id: insightId });
  const [insight, setInsight] = useState<Insight | null>(null);
  const projectId = insight?.projectId ?? '';
  const project = useGraphqlQuery(PROJECT_TITLE_QUERY, { id: projectId }, { skip: !projectId });
  const [editor, setEditor] = useState<Editor | null>(null);
  const [picking, setPicking] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [publish, publishing] = useGraphqlMutation(PUBLISH_INSIGHT_MUTATION);
  const [unpublish, unpublishing] = useGraphqlMutation(UNPUBLISH_INSIGHT_MUTATION);
  const [lock, locking] = useGraphqlMutation(LOCK_INSIGHT_MUTATION);
  const [unlock, unlocking] = useGraphqlMutation(UNLOCK_INSIGHT_MUTATION);
  const [remove, removing] = useGraphqlMutation(DELETE_INSIGHT_MUTATION);
  const onEditor = useCallback((next: Editor | null) => setEditor(next), []);

  useEffect(() => {
    if (data) setInsight(data.insight);
  }, [data]);
  // The insight's project may be private with a read entry for the caller: then it views only.
  const projectCanEdit = useProjectCanEdit(data?.insight.projectId);

  if (loading && !insight) return <LoadingState />;
  if (!insight) return <PageLoadError error={error} onRetry={refetch} />;
  const mayEdit = canEdit(viewer?.role) && projectCanEdit !== false;
  const editableBody = mayEdit && !insight.locked;
  const actionError = publishing.error ?? unpublishing.error ?? locking.error ?? unlocking.error;

  const togglePublished = async (published: boolean) => {
    const result = published
      ? (await publish({ id: insight.id }))?.publishInsight
      : (await unpublish({ id: insight.id }))?.unpublishInsight;
    if (result) setInsight(result);
  };
  const toggleLocked = async () => {
    const result = insight.locked
      ? (await unlock({ id: insight.id }))?.unlockInsight
      : (await lock({ id: insight.id }))?.lockInsight;
    if (result) setInsight(result);
  };
  const confirmDelete = async () => {
    if (await remove({ id: insight.id })) navigate(itemPaths.project({ id: insight.projectId }, 'insights'));
  };

  return (
    <>
      <ProjectBreadcrumbs
        project={project.data?.project ?? null}
        projectPath={(id) => itemPaths.project({ id }, 'insights')}
      />
      <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 }, maxWidth: 864 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            label={insight.published ? insightStrings.published : insightStrings.draft}
            color={insight.published ? 'success' : 'default'}
            variant={insight.published ? 'filled' : 'outlined'}
            data-testid="insight-status"
          />
          {insight.locked ? (
            <Chip
              size="small"
              icon={<LockIcon />}
              label={insightStrings.lockedChip}
              data-testid="insight-locked"
            />
          ) : null}
          <Typography variant="body2" color="text.secondary" data-testid="insight-date">
            {insight.published && insight.publishedAt
              ? insightStrings.publishedOn(formatDate(insight.publishedAt))
              : insightStrings.createdOn(formatDate(insight.createdAt), insight.createdByName)}
          </Typography>
        </Stack>
        <InsightTitle insight={insight} editable={editableBody} onRenamed={setInsight} />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{
            alignItems: 'center',
            flexWrap: 'wrap',
            my: 2,
            py: 1,
            borderBlock: 1,
            borderColor: 'divider',
          }}
          role="toolbar"
          aria-label={insightStrings.actions}
        >
          {mayEdit ? (
            <FormControlLabel
              control={
                <Switch
                  checked={insight.published}
                  disabled={publishing.loading || unpublishing.loading}
                  onChange={(event) => void togglePublished(event.target.checked)}
                />
              }
              label={insightStrings.publishToggle}
              title={insightStrings.publishHint}
            />
          ) : null}
          <Box sx={{ flexGrow: 1 }} />
          {editableBody ? (
            <Button startIcon={<FormatQuoteIcon />} onClick={() => setPicking(true)} disabled={!editor}>
              {insightStrings.insertHighlight}
            </Button>
          ) : null}
          <Button startIcon={<ShareIcon />} onClick={() => setSharing(true)}>
            {insightStrings.share}
          </Button>
          {/* The server writes the file; the browser downloads it without leaving the page. */}
          <Button startIcon={<DownloadIcon />} href={exportPaths.insightMarkdown(insight.id)} download>
            {exportStrings.insightMarkdown}
          </Button>
          <ExportDownloadButton href={exportPaths.insightPdf(insight.id)} fileName={`${insight.title}.pdf`}>
            {exportStrings.insightPdf}
          </ExportDownloadButton>
          {mayEdit ? (
            <Button
              startIcon={insight.locked ? <LockOpenIcon /> : <LockIcon />}
              onClick={() => void toggleLocked()}
              disabled={locking.loading || unlocking.loading}
            >
              {insight.locked ? insightStrings.unlock : insightStrings.lock}
            </Button>
          ) : null}
          {mayEdit ? (
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setDeleting(true)}>
              {insightStrings.delete}
            </Button>
          ) : null}
        </Stack>
        {actionError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(actionError)}
          </Alert>
        ) : null}
        {!mayEdit ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {insightStrings.viewerHint}
          </Alert>
        ) : null}
        {mayEdit && insight.locked ? (
          <Alert severity="info" icon={<LockIcon />} sx={{ mb: 2 }}>
            {insightStrings.lockedBanner}
          </Alert>
        ) : null}
        <InsightFieldsSection insightId={insight.id} projectId={insight.projectId} editable={mayEdit} />
        <InsightBody insight={insight} editable={editableBody} onEditor={onEditor} />
      </Paper>
      <InsightSummaryPanel insightId={insight.id} />
      <Paper
        variant="outlined"
        component="section"
        aria-label={commentStrings.onInsight}
        sx={{ p: { xs: 2, md: 3 }, mt: 3, maxWidth: 864 }}
      >
        <CommentThreads targetType={'INSIGHT'} targetId={insight.id} heading={commentStrings.onInsight} />
      </Paper>
      <Box sx={{ mt: 3, maxWidth: 864 }}>
        <InsightReelsList insightId={insight.id} mayEdit={mayEdit} />
      </Box>
      <HighlightPickerDialog
        projectId={insight.projectId}
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(highlightId) => {
          setPicking(false);
          editor?.chain().focus().insertHighlightCard(highlightId).run();
        }}
      />
      <ShareDialog
        target={{ kind: 'insight', id: insight.id, shareable: insight.published }}
        editable={mayEdit}
        open={sharing}
        onClose={() => setSharing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title={insightStrings.deleteTitle}
        body={insightStrings.deleteBody(insight.title)}
        confirmLabel={insightStrings.delete}
        busy={removing.loading}
        error={removing.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          removing.reset();
          setDeleting(false);
        }}
      />
    </>
  );
}

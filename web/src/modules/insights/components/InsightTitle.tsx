import Alert from '@mui/material/Alert';
import ButtonBase from '@mui/material/ButtonBase';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { UPDATE_INSIGHT_MUTATION } from '../operations';
import { insightStrings } from '../strings';
import type { Insight } from '../types/Insight';

/** Spec 000 §9: insight title 200 characters. */
const INSIGHT_TITLE_MAX = 200;

/**
 * The insight's title; members who may edit click it to rename inline (Enter or leaving the field
 * saves, Escape cancels). A refused rename keeps the field open with the server's message.
 */
export function InsightTitle({
  insight,
  editable,
  onRenamed,
}: {
  insight: Insight;
  editable: boolean;
  onRenamed: (insight: Insight) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [rename, { loading, error, reset }] = useGraphqlMutation(UPDATE_INSIGHT_MUTATION);
  const shown = insight.title || insightStrings.untitled;
  const heading = (
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
      {shown}
    </Typography>
  );

  if (!editable) return heading;
  if (draft === null)
    return (
      <ButtonBase
        onClick={() => setDraft(insight.title)}
        title={insightStrings.renameHint}
        aria-label={`${insightStrings.renameHint}: ${shown}`}
        sx={{ textAlign: 'left', borderRadius: 1, '&:hover': { bgcolor: 'action.hover' } }}
      >
        {heading}
      </ButtonBase>
    );

  const save = async () => {
    if (loading) return;
    if (draft.trim() === insight.title) {
      setDraft(null);
      reset();
      return;
    }
    // An empty title is sent as is: the server names it 'Untitled insight' (spec 000 §5).
    const result = await rename({ input: { id: insight.id, title: draft } });
    if (result) {
      onRenamed(result.updateInsight);
      setDraft(null);
    }
  };

  return (
    <>
      {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
      <TextField
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => void save()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
          if (event.key === 'Escape') {
            setDraft(null);
            reset();
          }
        }}
        autoFocus
        fullWidth
        disabled={loading}
        label={insightStrings.titleLabel}
        slotProps={{ htmlInput: { maxLength: INSIGHT_TITLE_MAX } }}
      />
    </>
  );
}

import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { dataRetentionStrings as strings } from '../strings';
import type { PolicyDraft } from '../utils/policySummary';
import { PeriodSelect } from './PeriodSelect';
import { PolicyPreview } from './PolicyPreview';

/**
 * The policy form both pages share: a period per kind, whether deleted recordings keep their
 * transcripts and highlights, the lock (the workspace's page only) and the preview of the draft.
 */
export function PolicyForm(props: {
  initial: PolicyDraft;
  choices: readonly number[];
  projectId: string | null;
  /** The workspace's lock, when the form shows it. */
  locked?: boolean;
  busy: boolean;
  onSave: (draft: PolicyDraft, locked: boolean) => void;
}) {
  const { initial, choices, projectId, busy, onSave } = props;
  const [draft, setDraft] = useState<PolicyDraft>(initial);
  const [locked, setLocked] = useState(props.locked ?? false);
  const set = (change: Partial<PolicyDraft>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft, locked);
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <PeriodSelect
          id="retention-recordings"
          label={strings.recordings}
          help={strings.recordingsHelp}
          value={draft.recordingsDays}
          choices={choices}
          disabled={busy}
          onChange={(recordingsDays) => set({ recordingsDays })}
        />
        <PeriodSelect
          id="retention-notes"
          label={strings.notes}
          help={strings.notesHelp}
          value={draft.notesDays}
          choices={choices}
          disabled={busy}
          onChange={(notesDays) => set({ notesDays })}
        />
        <PeriodSelect
          id="retention-trash"
          label={strings.trash}
          help={strings.trashHelp}
          value={draft.trashDays}
          choices={choices}
          disabled={busy}
          onChange={(trashDays) => set({ trashDays })}
        />
      </Stack>
      <FormControlLabel
        sx={{ mt: 2 }}
        control={
          <Checkbox
            checked={draft.keepHighlightsAndTranscripts}
            disabled={busy}
            onChange={(event) => set({ keepHighlightsAndTranscripts: event.target.checked })}
          />
        }
        label={strings.keep}
      />
      <FormHelperText sx={{ ml: 4, mt: -0.5 }}>{strings.keepHelp}</FormHelperText>
      {props.locked !== undefined ? (
        <>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch
                checked={locked}
                disabled={busy}
                onChange={(event) => setLocked(event.target.checked)}
              />
            }
            label={strings.lock}
          />
          <FormHelperText sx={{ ml: 6, mt: -0.5 }}>{strings.lockHelp}</FormHelperText>
        </>
      ) : null}
      <PolicyPreview projectId={projectId} draft={draft} />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
        {strings.save}
      </Button>
    </Paper>
  );
}

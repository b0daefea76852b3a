import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { SummaryFramework } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LANGUAGE_LABELS, aiStrings } from '../strings';
import { type FrameworkPlanAccess, frameworkAllowed } from '../utils/frameworkAccess';
import { FrameworkPlanPrompt } from './FrameworkPlanPrompt';
import { SummaryText } from './SummaryText';

/** Spec 000 §9: a summary holds at most 10240 characters. */
const MAX_SUMMARY = 10240;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * What a summary is asked for with, a note's or an insight's: the framework and language pickers,
 * and the prompt of the CustomPrompt framework.
 */
export function SummaryRequestFields({
  frameworks,
  framework,
  onFramework,
  language,
  onLanguage,
  customPrompt,
  onCustomPrompt,
  customPromptHelp,
  access,
}: {
  frameworks: { framework: SummaryFramework; label: string; description: string }[];
  framework: SummaryFramework | '';
  onFramework: (framework: SummaryFramework) => void;
  language: string;
  onLanguage: (language: string) => void;
  customPrompt: string;
  onCustomPrompt: (prompt: string) => void;
  customPromptHelp?: string;
  /** The frameworks the plan allows: the others show greyed, with the upgrade prompt once the picker opens. */
  access?: FrameworkPlanAccess;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={aiStrings.framework}
          value={framework}
          onChange={(e) => onFramework(e.target.value as SummaryFramework)}
          slotProps={{ select: { onOpen: () => setOpened(true) } }}
          sx={{ flex: '2 1 160px', maxWidth: 320 }}
        >
          {frameworks.map((f) => {
            const allowed = frameworkAllowed(f.framework, access);
            return (
              <MenuItem
                key={f.framework}
                value={f.framework}
                title={allowed ? f.description : aiStrings.frameworkNotInPlan}
                disabled={!allowed}
              >
                {f.label}
              </MenuItem>
            );
          })}
        </TextField>
        <TextField
          select
          size="small"
          label={aiStrings.language}
          value={language}
          onChange={(e) => onLanguage(e.target.value)}
          sx={{ flex: '1 1 100px', maxWidth: 200 }}
        >
          {Object.entries(LANGUAGE_LABELS).map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {opened ? <FrameworkPlanPrompt frameworks={frameworks} access={access} /> : null}
      {framework === 'CustomPrompt' ? (
        <TextField
          size="small"
          multiline
          minRows={2}
          label={aiStrings.customPrompt}
          helperText={customPromptHelp}
          value={customPrompt}
          onChange={(e) => onCustomPrompt(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
        />
      ) : null}
    </>
  );
}

/** A stored summary as the panels read it. */
export interface StoredSummary {
  content: string;
  generatedWith: { kind: string; model: string };
  generatedAt: string;
  editedAt?: string | null;
}

/**
 * A stored summary, a note's or an insight's: its text, who made it and when, and for a member
 * with edit permission a hand edit (the spec's 10240 characters at most). `save` answers whether
 * it was saved; `saving` tells its state.
 */
export function StoredSummaryView({
  summary,
  canEdit,
  label,
  save,
  saving,
}: {
  summary: StoredSummary;
  canEdit: boolean;
  /** The edit box's accessible name. */
  label: string;
  save: (content: string) => Promise<boolean>;
  saving: { loading: boolean; error?: unknown };
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const runSave = async () => {
    if (draft !== null && (await save(draft))) setDraft(null);
  };
  return (
    <Box>
      {draft !== null ? (
        <Stack sx={{ gap: 1 }}>
          <TextField
            multiline
            minRows={8}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            helperText={aiStrings.summaryLength(draft.length, MAX_SUMMARY)}
            error={draft.length > MAX_SUMMARY}
            slotProps={{ htmlInput: { 'aria-label': label } }}
          />
          <ErrorAlert error={saving.error} />
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button
              variant="contained"
              disabled={saving.loading || draft.length > MAX_SUMMARY}
              onClick={() => void runSave()}
            >
              {aiStrings.save}
            </Button>
            <Button onClick={() => setDraft(null)}>{aiStrings.cancel}</Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <SummaryText content={summary.content} />
          {canEdit ? (
            <Button size="small" sx={{ mt: 1 }} onClick={() => setDraft(summary.content)}>
              {aiStrings.edit}
            </Button>
          ) : null}
        </>
      )}
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ mt: 1.5 }}
        data-testid="summary-provenance"
      >
        {aiStrings.madeBy(
          summary.generatedWith.kind,
          summary.generatedWith.model,
          when.format(new Date(summary.generatedAt)),
        )}
        {summary.editedAt ? ` ${aiStrings.editedOn(when.format(new Date(summary.editedAt)))}` : ''}
      </Typography>
    </Box>
  );
}

import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { TagChip } from '../../common/components/TagChip';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  ACCEPT_ALL_HIGHLIGHT_SUGGESTIONS_MUTATION,
  NOTE_HIGHLIGHT_SUGGESTIONS_QUERY,
  REVIEW_HIGHLIGHT_SUGGESTION_MUTATION,
  SUGGEST_HIGHLIGHTS_MUTATION,
} from '../operations';
import { SUGGESTION_COLOR } from '../hooks/useSuggestionMarks';
import { aiStrings } from '../strings';

/**
 * The review panel of a note's suggested highlights (issue 34), above its highlights: each
 * suggestion's words (marked in the text too), why it was picked and the tags suggested for it,
 * with Accept and Reject; Accept all; and "Suggest highlights" to ask for some now. Members without
 * edit permission read the suggestions only. Shown only while generative AI is on.
 */
export function HighlightSuggestionsPanel({
  noteId,
  onShow,
  onAccepted,
}: {
  noteId: string;
  /** Scrolls the note to a suggestion's marked words. */
  onShow: (suggestionId: string) => void;
  /** A suggestion became a highlight: the note's highlights are read again. */
  onAccepted: () => void;
}) {
  const query = useGraphqlQuery(NOTE_HIGHLIGHT_SUGGESTIONS_QUERY, { noteId });
  const [suggest, suggesting] = useGraphqlMutation(SUGGEST_HIGHLIGHTS_MUTATION);
  const [review, reviewing] = useGraphqlMutation(REVIEW_HIGHLIGHT_SUGGESTION_MUTATION);
  const [acceptAll, acceptingAll] = useGraphqlMutation(ACCEPT_ALL_HIGHLIGHT_SUGGESTIONS_MUTATION);
  const [notice, setNotice] = useState<string | null>(null);
  const panel = query.data?.noteHighlightSuggestions;
  const suggestions = panel?.suggestions ?? [];
  const busy = suggesting.loading || reviewing.loading || acceptingAll.loading;

  const after = async (accepted: boolean) => {
    await query.refetch();
    if (accepted) onAccepted();
  };

  return (
    <Box
      component="section"
      aria-label={aiStrings.suggestionsTitle}
      data-testid="suggestions-panel"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, px: 2, py: 0.5, flexWrap: 'wrap' }}>
        <AutoAwesomeIcon fontSize="small" color="secondary" />
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {aiStrings.suggestionsTitle}
          {suggestions.length > 0 ? (
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {aiStrings.suggestionsCount(suggestions.length)}
            </Typography>
          ) : null}
        </Typography>
        {panel?.canReview && suggestions.length > 1 ? (
          <Button
            size="small"
            disabled={busy}
            onClick={() =>
              void acceptAll({ noteId }).then(async (done) => {
                if (!done) return;
                setNotice(
                  aiStrings.acceptedAll(
                    done.acceptAllHighlightSuggestions.accepted,
                    done.acceptAllHighlightSuggestions.skipped,
                  ),
                );
                await after(true);
              })
            }
          >
            {aiStrings.acceptAll}
          </Button>
        ) : null}
        {panel?.canReview ? (
          <Button
            size="small"
            startIcon={<AutoAwesomeIcon />}
            disabled={busy}
            onClick={() =>
              void suggest({ noteId }).then(async (done) => {
                if (!done) return;
                setNotice(aiStrings.suggestedNone(done.suggestHighlights.created) || null);
                await after(false);
              })
            }
          >
            {suggesting.loading ? aiStrings.suggesting : aiStrings.suggest}
          </Button>
        ) : null}
      </Stack>
      {busy ? <LinearProgress sx={{ mx: 2, mt: 1 }} /> : null}
      <ErrorAlert error={query.error ?? suggesting.error ?? reviewing.error ?? acceptingAll.error} />
      {notice ? (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {suggestions.length === 0 ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
          {panel?.canReview ? aiStrings.noSuggestions : aiStrings.noSuggestionsViewer}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={aiStrings.suggestionsTitle}>
          {suggestions.map((s) => (
            <ListItem key={s.id} data-testid="suggestion" divider sx={{ display: 'block', px: 2, py: 1 }}>
              <Typography
                variant="body2"
                onClick={() => onShow(s.id)}
                sx={{
                  borderLeft: 3,
                  borderColor: SUGGESTION_COLOR,
                  borderLeftStyle: 'dashed',
                  pl: 1.5,
                  fontStyle: 'italic',
                  cursor: 'pointer',
                }}
              >
                “{s.text}”
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                {s.highlightReason}
              </Typography>
              {s.suggestedTags.length > 0 ? (
                <Stack
                  direction="row"
                  aria-label={aiStrings.suggestedTags}
                  sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
                >
                  {s.suggestedTags.map((tag) => (
                    <TagChip key={tag.id} title={tag.title} color={tag.color} />
                  ))}
                </Stack>
              ) : null}
              {panel?.canReview ? (
                <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
                  <Button
                    size="small"
                    variant="contained"
                    disableElevation
                    startIcon={<CheckIcon />}
                    disabled={busy}
                    aria-label={aiStrings.acceptSuggestion(s.text)}
                    onClick={() =>
                      void review({ input: { suggestionId: s.id, review: 'Accepted' } }).then(
                        (done) => done && after(true),
                      )
                    }
                  >
                    {aiStrings.accept}
                  </Button>
                  <Button
                    size="small"
                    startIcon={<CloseIcon />}
                    disabled={busy}
                    aria-label={aiStrings.rejectSuggestion(s.text)}
                    onClick={() =>
                      void review({ input: { suggestionId: s.id, review: 'Rejected' } }).then(
                        (done) => done && after(false),
                      )
                    }
                  >
                    {aiStrings.reject}
                  </Button>
                </Stack>
              ) : null}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import ShieldIcon from '@mui/icons-material/Shield';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { NOTE_REDACTION_SUGGESTIONS_QUERY, REVIEW_REDACTION_SUGGESTION_MUTATION } from '../operations';
import { aiStrings } from '../strings';

/**
 * The personal data the redact auto feature (Suggest) found in a note, for members who may edit it:
 * each finding's kind and words, with Redact (the words replaced in the note by a mark) and Keep
 * (not proposed again). Shows nothing while there is nothing to review.
 */
export function RedactionSuggestionsPanel({
  noteId,
  onRedacted,
}: {
  noteId: string;
  /** The note's text changed: it is read again. */
  onRedacted: () => void;
}) {
  const query = useGraphqlQuery(NOTE_REDACTION_SUGGESTIONS_QUERY, { noteId });
  const [review, reviewing] = useGraphqlMutation(REVIEW_REDACTION_SUGGESTION_MUTATION);
  const panel = query.data?.noteRedactionSuggestions;
  const suggestions = panel?.suggestions ?? [];
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  if (suggestions.length === 0) return null;

  const decide = async (suggestionId: string, accepted: boolean) => {
    const done = await review({ input: { suggestionId, review: accepted ? 'Accepted' : 'Rejected' } });
    if (!done) return;
    await query.refetch();
    if (accepted) onRedacted();
  };

  return (
    <Box
      component="section"
      aria-label={aiStrings.redactionsTitle}
      data-testid="redactions-panel"
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, px: 2, py: 0.5 }}>
        <ShieldIcon fontSize="small" color="warning" />
        <Typography variant="subtitle2" component="h2" sx={{ flex: 1 }}>
          {aiStrings.redactionsTitle}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {aiStrings.redactionsCount(suggestions.length)}
          </Typography>
        </Typography>
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2 }}>
        {aiStrings.redactionsHelp}
      </Typography>
      {reviewing.loading ? <LinearProgress sx={{ mx: 2, mt: 1 }} /> : null}
      <ErrorAlert error={reviewing.error} />
      <List dense disablePadding aria-label={aiStrings.redactionsTitle}>
        {suggestions.map((s) => (
          <ListItem key={s.id} data-testid="redaction" divider sx={{ display: 'block', px: 2, py: 1 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {aiStrings.redactionKind[s.kind] ?? s.kind}
            </Typography>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              {s.text}
            </Typography>
            {panel?.canReview ? (
              <Stack direction="row" sx={{ gap: 1, mt: 0.5 }}>
                <Button
                  size="small"
                  variant="contained"
                  disableElevation
                  startIcon={<CheckIcon />}
                  disabled={reviewing.loading}
                  aria-label={aiStrings.redactWords(s.text)}
                  onClick={() => void decide(s.id, true)}
                >
                  {aiStrings.redact}
                </Button>
                <Button
                  size="small"
                  startIcon={<CloseIcon />}
                  disabled={reviewing.loading}
                  aria-label={aiStrings.keepWords(s.text)}
                  onClick={() => void decide(s.id, false)}
                >
                  {aiStrings.keep}
                </Button>
              </Stack>
            ) : null}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { FeedbackCategory } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { formatDate } from '../../common/utils/formatDate';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PRODUCT_FEEDBACK_QUERY, SEND_PRODUCT_FEEDBACK_MUTATION } from '../operations';
import { extrasStrings as strings } from '../strings';

/** The server's bound on one message (FEEDBACK_LIMITS.message). */
const MAX_MESSAGE = 5000;
const CATEGORIES: FeedbackCategory[] = ['BUG', 'IDEA', 'QUESTION', 'OTHER'] as FeedbackCategory[];

/**
 * /settings/feedback (spec 000 §2): any member sends product feedback, kept in the workspace; below,
 * what they sent (a manager: everything the workspace sent, to pass on).
 */
export function FeedbackPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  const [category, setCategory] = useState<FeedbackCategory>(CATEGORIES[1] as FeedbackCategory);
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState(false);
  const list = useGraphqlQuery(PRODUCT_FEEDBACK_QUERY);
  const [send, sending] = useGraphqlMutation(SEND_PRODUCT_FEEDBACK_MUTATION, {
    refetchQueries: ['ProductFeedback'],
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const done = await send({ input: { category, message, page: '/settings/feedback' } });
    if (done) {
      setMessage('');
      setSent(true);
    }
  };
  const messages = list.data?.productFeedback ?? [];
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {strings.feedbackTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {strings.feedbackSubtitle}
      </Typography>
      <Paper
        variant="outlined"
        component="form"
        onSubmit={(e) => void submit(e)}
        sx={{ p: 3, mb: 3, maxWidth: 720 }}
      >
        <Stack spacing={2}>
          <TextField
            select
            label={strings.category}
            value={category}
            onChange={(e) => setCategory(e.target.value as FeedbackCategory)}
            sx={{ maxWidth: 320 }}
          >
            {CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {strings.categories[c]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={strings.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            multiline
            minRows={4}
            required
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
            helperText={strings.messageHelp(MAX_MESSAGE - message.length)}
          />
          {sending.error ? <ErrorAlert error={sending.error} /> : null}
          {sent ? <Alert severity="success">{strings.sent}</Alert> : null}
          <div>
            <Button type="submit" variant="contained" disabled={sending.loading || message.trim() === ''}>
              {strings.send}
            </Button>
          </div>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {strings.sentListTitle(isManager)}
      </Typography>
      {list.error && !list.data ? <ErrorAlert error={list.error} onRetry={list.refetch} /> : null}
      {list.data && messages.length === 0 ? (
        <Typography color="text.secondary">{strings.sentListEmpty}</Typography>
      ) : null}
      {messages.length > 0 ? (
        <Paper variant="outlined" sx={{ maxWidth: 720 }}>
          <List aria-label={strings.sentListTitle(isManager)} disablePadding>
            {messages.map((f, i) => (
              <ListItem key={f.id} divider={i < messages.length - 1} alignItems="flex-start">
                <ListItemText
                  primary={f.message}
                  slotProps={{ primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } } }}
                  secondary={`${strings.categories[f.category]} · ${f.sentByName} · ${formatDate(f.sentAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
    </>
  );
}

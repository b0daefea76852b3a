import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChatMessageFieldsFragment } from '../../../gql/graphql';
import { AskAnswerView } from '../../ask/components/AskAnswerView';
import { chatStrings } from '../strings';

/**
 * One message of a conversation: the member's question on the right, what retrieval looked for
 * (THINKING) as a quiet line, and the answer with its verified citations (Ask's answer view, so
 * every quote opens the note at its words) or the honest not-enough-data reply.
 */
export function ChatMessageView({ message }: { message: ChatMessageFieldsFragment }) {
  if (message.role === 'USER')
    return (
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} data-testid="chat-message-user">
        <Paper
          elevation={0}
          sx={{
            px: 2,
            py: 1.25,
            maxWidth: { xs: '90%', sm: '75%' },
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 3,
            borderBottomRightRadius: 4,
          }}
        >
          <Typography variant="caption" component="p" sx={{ opacity: 0.85, fontWeight: 600 }}>
            {chatStrings.you}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Typography>
        </Paper>
      </Box>
    );
  if (message.role === 'THINKING')
    return (
      <Typography
        variant="body2"
        color="text.secondary"
        data-testid="chat-message-thinking"
        sx={{ fontStyle: 'italic', pl: 1, borderLeft: 2, borderColor: 'divider' }}
      >
        <Box component="span" sx={{ fontWeight: 600, fontStyle: 'normal' }}>
          {chatStrings.thinking}:{' '}
        </Box>
        {message.content}
      </Typography>
    );
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, borderBottomLeftRadius: 4 }}
      data-testid="chat-message-assistant"
    >
      <Typography variant="caption" component="p" color="text.secondary" sx={{ fontWeight: 600 }}>
        {chatStrings.assistant}
      </Typography>
      {message.answer ? (
        <AskAnswerView answer={message.answer} />
      ) : (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="chat-not-enough-data">
          <strong>{chatStrings.notEnoughData}.</strong> {message.content}
        </Alert>
      )}
    </Paper>
  );
}

import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConversationsQuery } from '../../../gql/graphql';
import { chatStrings } from '../strings';

type Conversation = ConversationsQuery['conversations'][number];

/** The member's conversations of this scope, newest first, and a button to start another. */
export function ConversationList({
  conversations,
  selectedId,
  onSelect,
  onNew,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
}) {
  return (
    <Paper variant="outlined" component="nav" aria-label={chatStrings.conversations} sx={{ p: 1.5 }}>
      <Button variant="contained" fullWidth onClick={onNew} sx={{ mb: 1 }} data-testid="chat-new">
        {chatStrings.newConversation}
      </Button>
      <Typography variant="overline" component="h2" color="text.secondary" sx={{ px: 1 }}>
        {chatStrings.conversations}
      </Typography>
      {conversations.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, py: 1 }}>
          {chatStrings.noConversations}
        </Typography>
      ) : (
        <List
          dense
          disablePadding
          sx={{ maxHeight: { xs: 180, md: 'calc(100vh - 260px)' }, overflowY: 'auto' }}
        >
          {conversations.map((c) => (
            <ListItemButton
              key={c.id}
              selected={c.id === selectedId}
              onClick={() => onSelect(c.id)}
              data-testid="chat-conversation"
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={c.title}
                secondary={chatStrings.messages(c.messageCount)}
                slotProps={{ primary: { noWrap: true, title: c.title } }}
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

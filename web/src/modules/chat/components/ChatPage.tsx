import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import type { ChatMessageFieldsFragment } from '../../../gql/graphql';
import { AI_SETTINGS_QUERY } from '../../ai/operations';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { NameDialog } from '../../common/components/NameDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import {
  CHAT_SAMPLE_QUESTIONS_QUERY,
  CONVERSATIONS_QUERY,
  CONVERSATION_MESSAGES_QUERY,
  CREATE_CONVERSATION_MUTATION,
  DELETE_CONVERSATION_MUTATION,
  RENAME_CONVERSATION_MUTATION,
  SEND_CHAT_MESSAGE_MUTATION,
} from '../operations';
import { MAX_CONVERSATION_MESSAGE, MAX_CONVERSATION_TITLE, chatStrings } from '../strings';
import { ChatMessageView } from './ChatMessageView';
import { ConversationList } from './ConversationList';

/**
 * Chat (issue 34), at `/projects/{projectId}/chat` (over one project) and `/search/chat` (over every
 * note the member can read): the member's conversations of that scope, the selected one's messages
 * (`?c={conversationId}`), sample questions by role group for a new one, and the message box. A first
 * message starts a conversation named after it. Gone when generative AI is off.
 */
export function ChatPage() {
  const { projectId = null } = useParams();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const settings = useGraphqlQuery(AI_SETTINGS_QUERY);
  const enabled = settings.data?.aiSettings.generativeAiEnabled === true;
  const list = useGraphqlQuery(CONVERSATIONS_QUERY, {}, { skip: !enabled });
  const samples = useGraphqlQuery(CHAT_SAMPLE_QUESTIONS_QUERY, {}, { skip: !enabled });
  const thread = useGraphqlQuery(
    CONVERSATION_MESSAGES_QUERY,
    { conversationId: selectedId ?? '' },
    { skip: !enabled || !selectedId, fresh: true },
  );
  const [create, creating] = useGraphqlMutation(CREATE_CONVERSATION_MUTATION, {
    refetchQueries: ['Conversations'],
  });
  const [send, sending] = useGraphqlMutation(SEND_CHAT_MESSAGE_MUTATION, {
    refetchQueries: ['Conversations'],
  });
  const [rename, renaming] = useGraphqlMutation(RENAME_CONVERSATION_MUTATION, {
    refetchQueries: ['Conversations'],
  });
  const [remove, removing] = useGraphqlMutation(DELETE_CONVERSATION_MUTATION, {
    refetchQueries: ['Conversations'],
  });
  const [draft, setDraft] = useState('');
  // Turns sent from this page, of any conversation (the address may change after the answer comes).
  const [sent, setSent] = useState<ChatMessageFieldsFragment[]>([]);
  const [renameOpen, setRenameOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);

  const conversations = (list.data?.conversations ?? []).filter((c) => (c.projectId ?? null) === projectId);
  const selected = conversations.find((c) => c.id === selectedId) ?? null;
  // The thread read from the server, then the turns sent since (until the next read).
  const loaded = selectedId ? (thread.data?.conversationMessages ?? []) : [];
  const shown = [
    ...loaded,
    ...sent.filter((m) => m.conversationId === selectedId && !loaded.some((l) => l.id === m.id)),
  ];
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [shown.length, sending.loading]);

  if (settings.data && !enabled)
    return (
      <Box sx={{ p: 3 }}>
        <Alert severity="info">{chatStrings.aiOff}</Alert>
      </Box>
    );

  const select = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('c', id);
    else next.delete('c');
    setParams(next);
  };

  const submit = async (text: string) => {
    const content = text.trim();
    if (!content || sending.loading || creating.loading) return;
    let conversationId = selectedId;
    if (!conversationId) {
      const made = await create({ input: { projectId } });
      if (!made) return;
      conversationId = made.createConversation.id;
      select(conversationId);
    }
    const data = await send({ input: { conversationId, content } });
    if (data) {
      setDraft('');
      setSent((before) => [...before, ...data.sendChatMessage.messages]);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(draft);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void submit(draft);
    }
  };

  const back = projectId ? `/projects/${projectId}` : '/search';
  const busy = sending.loading || creating.loading;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1200, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <IconButton component={RouterLink} to={back} aria-label={chatStrings.back} size="small">
          <ArrowBackIcon fontSize="small" />
        </IconButton>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {chatStrings.title}
        </Typography>
        <Chip
          size="small"
          label={projectId ? (selected?.projectTitle ?? chatStrings.oneProject) : chatStrings.wholeWorkspace}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {projectId ? chatStrings.projectHint : chatStrings.workspaceHint}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '272px minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <ConversationList
          conversations={conversations}
          selectedId={selectedId}
          onSelect={(id) => select(id)}
          onNew={() => select(null)}
        />
        <Paper
          variant="outlined"
          component="section"
          aria-label={selected?.title ?? chatStrings.newConversation}
          sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, minHeight: 40 }}>
            <Typography
              variant="h6"
              component="h2"
              noWrap
              sx={{ flex: 1, fontWeight: 600 }}
              data-testid="chat-title"
              title={selected?.title}
            >
              {selected?.title ?? chatStrings.newConversation}
            </Typography>
            {selected ? (
              <>
                <Tooltip title={chatStrings.rename}>
                  <IconButton aria-label={chatStrings.rename} onClick={() => setRenameOpen(true)}>
                    <EditOutlinedIcon />
                  </IconButton>
                </Tooltip>
                <Tooltip title={chatStrings.delete}>
                  <IconButton aria-label={chatStrings.delete} onClick={() => setDeleteOpen(true)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Tooltip>
              </>
            ) : null}
          </Stack>
          <ErrorAlert error={thread.error} onRetry={thread.refetch} />
          <Stack spacing={2} data-testid="chat-thread">
            {shown.map((m) => (
              <ChatMessageView key={m.id} message={m} />
            ))}
          </Stack>
          {!selectedId && samples.data ? (
            <Box sx={{ mb: 2 }}>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {chatStrings.samples}
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                {samples.data.chatSampleQuestions.questions.map((q) => (
                  <Chip
                    key={q}
                    label={q}
                    variant="outlined"
                    clickable
                    disabled={busy}
                    onClick={() => void submit(q)}
                    data-testid="chat-sample"
                    sx={{
                      maxWidth: '100%',
                      height: 'auto',
                      '& .MuiChip-label': { whiteSpace: 'normal', py: 0.75 },
                    }}
                  />
                ))}
              </Stack>
            </Box>
          ) : null}
          {busy ? <LinearProgress aria-label={chatStrings.sending} sx={{ my: 2 }} /> : null}
          <ErrorAlert error={sending.error ?? creating.error} />
          <Box ref={endRef} />
          <Stack
            component="form"
            direction="row"
            spacing={1}
            onSubmit={onSubmit}
            sx={{ mt: 2, alignItems: 'flex-end' }}
          >
            <TextField
              label={chatStrings.label}
              placeholder={chatStrings.placeholder}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
              multiline
              maxRows={6}
              size="small"
              fullWidth
              helperText={
                draft.length > MAX_CONVERSATION_MESSAGE - 1000
                  ? chatStrings.charactersLeft(MAX_CONVERSATION_MESSAGE - draft.length)
                  : undefined
              }
              slotProps={{ htmlInput: { maxLength: MAX_CONVERSATION_MESSAGE, 'data-testid': 'chat-input' } }}
            />
            <Button type="submit" variant="contained" disabled={busy || !draft.trim()} sx={{ mb: '1px' }}>
              {chatStrings.send}
            </Button>
          </Stack>
        </Paper>
      </Box>
      {selected ? (
        <>
          <NameDialog
            open={renameOpen}
            title={chatStrings.renameTitle}
            label={chatStrings.titleLabel}
            initialValue={selected.title}
            max={MAX_CONVERSATION_TITLE}
            submitLabel={chatStrings.rename}
            busyLabel={chatStrings.renaming}
            busy={renaming.loading}
            error={renaming.error}
            onSubmit={async (title) => Boolean(await rename({ input: { id: selected.id, title } }))}
            onClose={() => {
              renaming.reset();
              setRenameOpen(false);
            }}
          />
          <ConfirmDialog
            open={deleteOpen}
            title={chatStrings.deleteTitle}
            body={chatStrings.deleteBody}
            confirmLabel={chatStrings.delete}
            busy={removing.loading}
            error={removing.error}
            onConfirm={() =>
              void remove({ id: selected.id }).then((done) => {
                if (!done) return;
                setDeleteOpen(false);
                select(null);
              })
            }
            onCancel={() => {
              removing.reset();
              setDeleteOpen(false);
            }}
          />
        </>
      ) : null}
    </Box>
  );
}

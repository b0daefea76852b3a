import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { ChannelTopicFieldsFragment } from '../../../gql/graphql';
import { DialogForm } from '../../common/components/DialogForm';
import { commonStrings } from '../../common/strings';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { GraphqlError } from '../../graphql/utils/GraphqlError';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { CREATE_CHANNEL_TOPIC_MUTATION, UPDATE_CHANNEL_TOPIC_MUTATION } from '../operations';
import { CHANNEL_LIMITS, channelStrings } from '../strings';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import { TopicPreview } from './TopicPreview';

/** The fields whose refusals show under them rather than above the form. */
const FIELDS = ['title', 'query'] as const;

/**
 * "New topic" in a channel (without `topic`) or "Edit topic": a title and the words to follow, with
 * a live preview of the data points those words match. The server's refusal shows under the field
 * it names (a title the channel already has, words too common), anything else above the form.
 */
export function TopicDialog({
  open,
  channelId,
  topic,
  onClose,
  onSaved,
}: {
  open: boolean;
  channelId: string;
  topic?: { id: string; title: string; query: string };
  onClose: () => void;
  onSaved: (topic: ChannelTopicFieldsFragment) => void;
}) {
  // A topic counts the data points its words match: the counts, the chart and the grid ask again.
  const stale = { refetchQueries: CHANNEL_DATA_QUERIES };
  const [create, createState] = useGraphqlMutation(CREATE_CHANNEL_TOPIC_MUTATION, stale);
  const [update, updateState] = useGraphqlMutation(UPDATE_CHANNEL_TOPIC_MUTATION, stale);
  const state = topic ? updateState : createState;
  const [title, setTitle] = useState('');
  const [query, setQuery] = useState('');
  const initialTitle = topic?.title ?? '';
  const initialQuery = topic?.query ?? '';
  useEffect(() => {
    if (!open) return;
    setTitle(initialTitle);
    setQuery(initialQuery);
  }, [open, initialTitle, initialQuery]);

  const { error } = state;
  const field = error instanceof GraphqlError ? FIELDS.find((each) => each === error.field) : undefined;
  const fieldError = (name: (typeof FIELDS)[number]) => (field === name ? errorMessage(error) : null);
  const close = () => {
    state.reset();
    onClose();
  };
  const save = async () => {
    const values = { title: title.trim(), query: query.trim() };
    const saved = topic
      ? (await update({ input: { id: topic.id, ...values } }))?.updateChannelTopic
      : (await create({ input: { channelId, ...values } }))?.createChannelTopic;
    if (!saved) return;
    onSaved(saved);
    close();
  };
  // Changing the field a refusal is about takes the refusal away: it was about the old value.
  const change = (name: (typeof FIELDS)[number], set: (value: string) => void) => (value: string) => {
    if (field === name) state.reset();
    set(value);
  };
  const titleError = fieldError('title');
  const queryError = fieldError('query');

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogForm
        title={topic ? channelStrings.editTopicTitle : channelStrings.createTopicTitle}
        error={field ? undefined : error}
        busy={state.loading}
        canSubmit={Boolean(title.trim() && query.trim())}
        submitLabel={topic ? channelStrings.save : channelStrings.create}
        busyLabel={topic ? channelStrings.saving : channelStrings.creating}
        onSubmit={save}
        onCancel={close}
      >
        <TextField
          label={channelStrings.topicTitle}
          value={title}
          onChange={(event) => change('title', setTitle)(event.target.value)}
          required
          autoFocus
          fullWidth
          margin="normal"
          error={titleError !== null}
          helperText={
            titleError ??
            `${channelStrings.topicTitleHelper} ${commonStrings.charactersUsed(title.length, CHANNEL_LIMITS.title)}`
          }
          slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.title } }}
        />
        <TextField
          label={channelStrings.topicQuery}
          value={query}
          onChange={(event) => change('query', setQuery)(event.target.value)}
          required
          fullWidth
          margin="normal"
          error={queryError !== null}
          helperText={queryError ?? channelStrings.topicQueryHelper}
          slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.topicQuery } }}
        />
        {open ? <TopicPreview channelId={channelId} query={query} /> : null}
      </DialogForm>
    </Dialog>
  );
}

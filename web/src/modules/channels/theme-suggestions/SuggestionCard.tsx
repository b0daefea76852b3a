import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ChannelThemeJobFieldsFragment } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { ADD_DATAPOINTS_TO_THEME_MUTATION, CREATE_CHANNEL_THEME_MUTATION } from '../operations';
import { CHANNEL_LIMITS } from '../strings';
import { inBatches } from '../utils/inBatches';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import { suggestionStrings as strings } from './strings';

const STALE = { refetchQueries: CHANNEL_DATA_QUERIES };

type Suggestion = NonNullable<ChannelThemeJobFieldsFragment['channelSuggestions']>['suggestions'][number];

/**
 * One suggested group: its title (editable), the words that set it apart, its size and its most
 * typical data points. "Create theme" makes the theme and puts the group's data points in it.
 */
export function SuggestionCard({ channelId, suggestion }: { channelId: string; suggestion: Suggestion }) {
  const [title, setTitle] = useState(suggestion.title);
  const [created, setCreated] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The theme joins the channel's list and its data points the counts, as each lands.
  const [createTheme, createState] = useGraphqlMutation(CREATE_CHANNEL_THEME_MUTATION, STALE);
  const [addPoints, addState] = useGraphqlMutation(ADD_DATAPOINTS_TO_THEME_MUTATION, STALE);
  const busy = createState.loading || addState.loading;
  const error = createState.error ?? addState.error;
  const trimmed = title.trim();

  const create = async () => {
    setNotice(null);
    const theme = (await createTheme({ input: { channelId, title: trimmed } }))?.createChannelTheme;
    if (!theme) return;
    const ids = suggestion.datapointIds;
    const done = await inBatches(ids, async (batch) =>
      Boolean(await addPoints({ input: { themeId: theme.id, datapointIds: batch } })),
    );
    if (done < ids.length) setNotice(strings.partlyAdded(done, ids.length));
    setCreated(true);
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="theme-suggestion">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label={strings.titleLabel}
          value={title}
          disabled={created || busy}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHANNEL_LIMITS.title } }}
          sx={{ flexGrow: 1 }}
        />
        <Box sx={{ flexShrink: 0 }}>
          {created ? (
            <Chip color="success" icon={<CheckIcon />} label={strings.created} />
          ) : (
            <Button variant="contained" onClick={() => void create()} disabled={busy || trimmed === ''}>
              {busy ? strings.creating : strings.create}
            </Button>
          )}
        </Box>
      </Stack>
      {/* Says whether a model named it or its keywords did ("Keyword-based: …"). */}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {suggestion.description}
      </Typography>
      <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mt: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mr: 0.5 }}>
          {strings.count(suggestion.datapointIds.length)}
        </Typography>
        {suggestion.keywords.map((keyword) => (
          <Chip
            key={keyword}
            size="small"
            variant="outlined"
            label={keyword}
            aria-label={`${strings.keywordsLabel}: ${keyword}`}
          />
        ))}
      </Stack>
      <Stack component="ul" sx={{ m: 0, mt: 1.5, pl: 2.5, gap: 0.5 }}>
        {suggestion.examples.map((example, index) => (
          <Typography
            key={index}
            component="li"
            variant="body2"
            color="text.secondary"
            sx={{ overflowWrap: 'anywhere' }}
          >
            “{example.length > 240 ? `${example.slice(0, 240)}…` : example}”
          </Typography>
        ))}
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(error)}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {notice}
        </Alert>
      ) : null}
    </Paper>
  );
}

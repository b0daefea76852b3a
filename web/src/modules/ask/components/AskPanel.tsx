import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AskMutation, SearchInput } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { AI_SETTINGS_QUERY } from '../../ai/operations';
import { ASK_MUTATION } from '../operations';
import { chatStrings } from '../../chat/strings';
import { askStrings } from '../strings';
import { AskAnswerView } from './AskAnswerView';

const MAX_QUESTION = 2000;

/**
 * Ask on a project's page or the search page: a question box and its answer with citations. Gone
 * when generative AI is off for the workspace (every AI entry point is). Not enough data comes back
 * as the server's NOT_ENOUGH_DATA message, shown as it is.
 */
export function AskPanel({
  projectId,
  filters,
  initialQuestion = '',
}: {
  projectId?: string;
  /** The search page's filters (its query is not sent: the question is the query). */
  filters?: SearchInput;
  initialQuestion?: string;
}) {
  const settings = useGraphqlQuery(AI_SETTINGS_QUERY);
  const [question, setQuestion] = useState(initialQuestion);
  const [answer, setAnswer] = useState<AskMutation['ask'] | null>(null);
  const [ask, asking] = useGraphqlMutation(ASK_MUTATION);
  if (!settings.data?.aiSettings.generativeAiEnabled) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!question.trim()) return;
    setAnswer(null);
    const data = await ask({
      input: { question: question.trim(), projectId: projectId ?? null, filters: filters ?? null },
    });
    if (data) setAnswer(data.ask);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="ask-title" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="ask-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {askStrings.title}
        </Typography>
        <Tooltip title={chatStrings.openChatHint} describeChild>
          <Button
            component={RouterLink}
            to={projectId ? `/projects/${projectId}/chat` : '/search/chat'}
            size="small"
            startIcon={<ForumOutlinedIcon />}
            data-testid="open-chat"
          >
            {chatStrings.openChat}
          </Button>
        </Tooltip>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {projectId ? askStrings.projectHint : askStrings.searchHint}
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={(e) => void submit(e)}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label={askStrings.label}
          placeholder={askStrings.placeholder}
          value={question}
          onChange={(e) => setQuestion(e.target.value)}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_QUESTION, 'data-testid': 'ask-question' } }}
        />
        <Button type="submit" variant="contained" disabled={asking.loading || !question.trim()}>
          {askStrings.ask}
        </Button>
      </Stack>
      {asking.loading ? <LinearProgress aria-label={askStrings.asking} sx={{ mt: 2 }} /> : null}
      <ErrorAlert error={asking.error} />
      {answer ? <AskAnswerView answer={answer} /> : null}
    </Paper>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AiAnswerViewFieldsFragment } from '../../../gql/graphql';
import { askStrings } from '../strings';
import { CitationLink } from './CitationLink';

/** The fields of an answer this view reads (Ask's answer, or a Chat message's). */
type Answer = AiAnswerViewFieldsFragment;

/**
 * An Ask answer: honest about who wrote it (the built-in provider only quotes), its sample, its
 * headings and sentences with their citation numbers, and the sources with their verified quotes,
 * each opening its note at those words.
 */
export function AskAnswerView({ answer }: { answer: Answer }) {
  const urlOf = new Map(answer.citations.map((c) => [c.citationReferenceId, c.url]));
  return (
    <Box data-testid="ask-answer" sx={{ mt: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {answer.extractive ? askStrings.extractiveNotice : askStrings.modelNotice(answer.provider.model)}
      </Alert>
      {answer.droppedQuotes > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {askStrings.removed(answer.droppedQuotes, answer.removedSentences)}
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" data-testid="ask-sample">
        {answer.sample}
      </Typography>
      {/* A model's answer is shown by its blocks (sentences with their citation links); its summary,
          the same text in one piece, only when it has none. */}
      {answer.extractive || answer.content.length > 0 ? null : (
        <Typography sx={{ mt: 1 }}>{answer.summary}</Typography>
      )}
      {answer.content.map((block, i) =>
        block.type === 'HEADING' ? (
          <Typography
            key={i}
            variant={block.level === 1 ? 'h6' : 'subtitle1'}
            component={`h${Math.min(6, (block.level ?? 2) + 2)}` as 'h4'}
            sx={{ mt: 2, fontWeight: 700 }}
          >
            {block.text}
          </Typography>
        ) : (
          <Typography key={i} component="p" sx={{ mt: 1 }}>
            {answer.extractive ? `“${block.text}”` : block.text}
            {block.citationReferenceIds.map((ref) => (
              <CitationLink key={ref} refId={ref} url={urlOf.get(ref) ?? '#'} />
            ))}
          </Typography>
        ),
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 3, mb: 1, fontWeight: 700 }}>
        {askStrings.sources}
      </Typography>
      <Stack spacing={1.5} component="ol" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {answer.citations.map((citation) => (
          <Box
            component="li"
            key={citation.citationReferenceId}
            data-testid="ask-citation"
            sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              [{citation.citationReferenceId}] {citation.title}
              {citation.projectTitle ? (
                <Typography component="span" variant="body2" color="text.secondary">
                  {' · '}
                  {citation.projectTitle}
                </Typography>
              ) : null}
            </Typography>
            <Typography variant="body2" component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
              “{citation.quote}”
            </Typography>
            {citation.verification === 'ALIGNED' ? (
              <Typography variant="caption" color="text.secondary">
                {askStrings.aligned}
              </Typography>
            ) : null}
            <Box>
              <Link component={RouterLink} to={citation.url} variant="body2" data-testid="ask-citation-open">
                {askStrings.openAtWords}
              </Link>
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

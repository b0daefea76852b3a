import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HighlightThemesMutation } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { PeekLink } from '../../peek/components/PeekLink';
import { ACCEPT_THEME_MUTATION } from '../operations';
import { themeStrings as strings } from '../strings';

type Theme = HighlightThemesMutation['highlightThemes']['themes'][number];

/** The highlights a card shows before "Show all". */
const FIRST = 5;

/**
 * One theme: its name and line, who named it, its keywords and highlights (each opens its note at
 * the highlight), and "Accept as tag" for contributors and managers.
 */
export function ThemeCard({
  theme,
  aiActivityId,
  acceptIntoProjectId,
}: {
  theme: Theme;
  aiActivityId: string;
  acceptIntoProjectId: string | null;
}) {
  const { viewer } = useViewer();
  const mayAccept = viewer?.role === 'MANAGER' || viewer?.role === 'CONTRIBUTOR';
  const [expanded, setExpanded] = useState(false);
  const [acceptedTag, setAcceptedTag] = useState<{ id: string; title: string } | null>(null);
  const [accept, accepting] = useGraphqlMutation(ACCEPT_THEME_MUTATION);
  const shown = expanded ? theme.highlights : theme.highlights.slice(0, FIRST);

  const onAccept = async () => {
    const data = await accept({
      input: {
        projectId: acceptIntoProjectId,
        title: theme.name,
        description: theme.description,
        highlightIds: theme.highlights.map((h) => h.id),
        aiActivityId,
      },
    });
    if (data) setAcceptedTag(data.acceptTheme.tag);
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2 }}
      aria-label={strings.themeLabel(theme.name)}
      data-testid="theme-card"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {theme.name}
        </Typography>
        <Chip
          size="small"
          label={theme.namedBy === 'MODEL' ? strings.namedByModel : strings.namedByKeywords}
        />
        <Typography variant="body2" color="text.secondary">
          {strings.highlightsOf(theme.highlights.length)}
        </Typography>
        <Box sx={{ ml: 'auto' }}>
          {acceptedTag ? (
            <Link component={PeekLink} to={itemPaths.tag(acceptedTag)}>
              {strings.accepted} · {strings.openTag}
            </Link>
          ) : mayAccept ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => void onAccept()}
              disabled={accepting.loading}
            >
              {accepting.loading ? strings.accepting : strings.accept}
            </Button>
          ) : null}
        </Box>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {theme.description}
      </Typography>
      {theme.keywords.length > 0 ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {theme.keywords.map((word) => (
            <Chip key={word} size="small" variant="outlined" label={word} />
          ))}
        </Stack>
      ) : null}
      <ErrorAlert error={accepting.error} />
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {shown.map((highlight) => (
          <Box component="li" key={highlight.id} data-testid="theme-highlight">
            <Typography sx={{ pl: 1.5, borderLeft: 3, borderColor: 'warning.light', whiteSpace: 'pre-wrap' }}>
              {highlight.text}
            </Typography>
            <Link
              variant="body2"
              component={PeekLink}
              to={`${itemPaths.note({ id: highlight.noteId, title: highlight.noteTitle })}#highlight-${highlight.id}`}
            >
              {strings.fromNote(highlight.noteTitle)}
            </Link>
          </Box>
        ))}
      </Stack>
      {theme.highlights.length > FIRST ? (
        <Button size="small" onClick={() => setExpanded(!expanded)} sx={{ mt: 1 }}>
          {expanded ? strings.showFewer : strings.showAll(theme.highlights.length)}
        </Button>
      ) : null}
    </Paper>
  );
}

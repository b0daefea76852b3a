import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { HighlightThemesFieldsFragment } from '../../../gql/graphql';
import { useViewer } from '../../auth/hooks/useViewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { PeekLink } from '../../peek/components/PeekLink';
import { ACCEPT_THEME_MUTATION, DRAFT_THEME_INSIGHT_MUTATION } from '../operations';
import { themeStrings as strings } from '../strings';

type Theme = HighlightThemesFieldsFragment['themes'][number];

/** The highlights a card shows before "Show all". */
const FIRST = 5;

/**
 * One theme: its name and line, who named it, its keywords and highlights (each opens its note at
 * the highlight), and "Accept as tag" for contributors and managers; with `draftFrom` (the insights
 * auto feature On or Suggest for the job's project) also "Draft insight".
 */
export function ThemeCard({
  theme,
  aiActivityId,
  acceptIntoProjectId,
  draftFrom = null,
}: {
  theme: Theme;
  aiActivityId: string;
  acceptIntoProjectId: string | null;
  /** The completed job and the theme's position in it, when the theme may be drafted as an insight. */
  draftFrom?: { themeJobId: string; themeIndex: number } | null;
}) {
  const { viewer } = useViewer();
  const mayAccept = viewer?.role === 'MANAGER' || viewer?.role === 'CONTRIBUTOR';
  const [expanded, setExpanded] = useState(false);
  const [acceptedTag, setAcceptedTag] = useState<{ id: string; title: string } | null>(null);
  const [accept, accepting] = useGraphqlMutation(ACCEPT_THEME_MUTATION);
  const [draftedInsight, setDraftedInsight] = useState<{ id: string; title: string } | null>(null);
  const [draft, drafting] = useGraphqlMutation(DRAFT_THEME_INSIGHT_MUTATION);
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

  const onDraft = async () => {
    if (!draftFrom) return;
    const data = await draft({ input: draftFrom });
    if (data) setDraftedInsight(data.draftThemeInsight);
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
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ ml: 'auto', alignItems: 'center', flexWrap: 'wrap' }}
        >
          {draftedInsight ? (
            <Link component={PeekLink} to={itemPaths.insight(draftedInsight)}>
              {strings.drafted} · {strings.openInsight}
            </Link>
          ) : mayAccept && draftFrom ? (
            <Tooltip title={strings.draftHint} describeChild>
              <Button size="small" onClick={() => void onDraft()} disabled={drafting.loading}>
                {drafting.loading ? strings.drafting : strings.draftInsight}
              </Button>
            </Tooltip>
          ) : null}
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
        </Stack>
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
      <ErrorAlert error={drafting.error} />
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

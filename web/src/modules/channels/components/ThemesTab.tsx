import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChannelThemeFieldsFragment } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { CHANNEL_DATAPOINT_TOTAL_QUERY } from '../operations';
import { channelStrings } from '../strings';
import { channelPaths } from '../utils/channelPaths';
import { NO_THEME } from '../utils/channelView';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import { DeleteGroupingDialog } from './DeleteGroupingDialog';
import { EditDeleteMenu } from './EditDeleteMenu';
import { ThemeDialog } from './ThemeDialog';
import { ThemesChart } from './ThemesChart';
import { ThemeSuggestionsDialog } from '../theme-suggestions/ThemeSuggestionsDialog';
import { suggestionStrings } from '../theme-suggestions/strings';

/**
 * The channel's Themes tab: how many data points each theme holds as bars and as a list (largest
 * first), and how many are in no theme. A bar or "Show data points" filters the Data points tab to
 * the theme; the title opens the theme's page. Contributors create, edit and delete themes.
 */
export function ThemesTab({
  channelId,
  themes,
  canEdit,
  onShowTheme,
}: {
  channelId: string;
  themes: readonly ChannelThemeFieldsFragment[];
  canEdit: boolean;
  onShowTheme: (themeId: string) => void;
}) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<ChannelThemeFieldsFragment | null>(null);
  const [deleting, setDeleting] = useState<ChannelThemeFieldsFragment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const unthemed = useGraphqlQuery(CHANNEL_DATAPOINT_TOTAL_QUERY, {
    input: { channelId, unthemed: true, limit: 1 },
  });
  const unthemedCount = unthemed.data?.channelDatapoints.total ?? 0;

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
        {unthemedCount > 0 ? (
          <Alert
            severity="info"
            sx={{ flexGrow: 1, py: 0 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => onShowTheme(NO_THEME)}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {channelStrings.showUnthemed}
              </Button>
            }
          >
            {channelStrings.unthemed(unthemedCount)}
          </Alert>
        ) : (
          <Box sx={{ flexGrow: 1 }} />
        )}
        {canEdit ? (
          <Stack
            direction="row"
            sx={{ gap: 1, alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
          >
            <Button
              variant="outlined"
              startIcon={<AutoAwesomeOutlinedIcon />}
              onClick={() => setSuggesting(true)}
            >
              {suggestionStrings.open}
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {channelStrings.newTheme}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      {themes.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {canEdit ? channelStrings.noThemes : channelStrings.noThemesViewer}
          </Typography>
        </Paper>
      ) : (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
            <ThemesChart themes={themes} onPick={onShowTheme} />
          </Paper>
          <Paper variant="outlined">
            <Box
              component="ul"
              aria-label={channelStrings.themesListLabel}
              sx={{ listStyle: 'none', p: 0, m: 0 }}
            >
              {themes.map((theme, index) => (
                <Box
                  component="li"
                  key={theme.id}
                  data-testid="theme-item"
                  sx={{ px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
                >
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
                    <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Link
                          component={RouterLink}
                          to={channelPaths.theme(theme)}
                          underline="hover"
                          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                        >
                          {theme.title}
                        </Link>
                        <Chip
                          size="small"
                          label={channelStrings.datapointCount(theme.datapointCount)}
                          data-testid="theme-count"
                        />
                      </Stack>
                      {theme.description ? (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
                        >
                          {theme.description}
                        </Typography>
                      ) : null}
                    </Box>
                    <Button
                      size="small"
                      startIcon={<FilterListIcon />}
                      onClick={() => onShowTheme(theme.id)}
                      aria-label={`${channelStrings.showDatapoints}: ${theme.title}`}
                      sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
                    >
                      {channelStrings.showDatapoints}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => onShowTheme(theme.id)}
                      aria-label={`${channelStrings.showDatapoints}: ${theme.title}`}
                      sx={{ minWidth: 0, display: { xs: 'inline-flex', sm: 'none' } }}
                    >
                      <FilterListIcon fontSize="small" />
                    </Button>
                    {canEdit ? (
                      <EditDeleteMenu
                        label={channelStrings.actionsFor(theme.title)}
                        editLabel={channelStrings.renameTheme}
                        deleteLabel={channelStrings.deleteTheme}
                        onEdit={() => setEditing(theme)}
                        onDelete={() => setDeleting(theme)}
                      />
                    ) : null}
                  </Stack>
                </Box>
              ))}
            </Box>
          </Paper>
        </>
      )}
      <ThemeSuggestionsDialog open={suggesting} channelId={channelId} onClose={() => setSuggesting(false)} />
      <ThemeDialog
        open={creating || editing !== null}
        channelId={channelId}
        theme={editing ?? undefined}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
        onSaved={(theme) =>
          setNotice(editing ? channelStrings.saved : channelStrings.themeCreated(theme.title))
        }
      />
      <DeleteGroupingDialog
        kind="theme"
        item={deleting}
        refetchQueries={CHANNEL_DATA_QUERIES}
        onClose={() => setDeleting(null)}
        onDeleted={(title) => setNotice(channelStrings.themeDeleted(title))}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={4000}
        onClose={() => setNotice(null)}
        message={notice ?? ''}
      />
    </>
  );
}

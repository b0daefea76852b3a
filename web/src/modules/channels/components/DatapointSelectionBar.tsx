import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkRemoveOutlinedIcon from '@mui/icons-material/BookmarkRemoveOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import {
  ADD_DATAPOINTS_TO_THEME_MUTATION,
  DELETE_CHANNEL_DATAPOINTS_MUTATION,
  REMOVE_DATAPOINTS_FROM_THEME_MUTATION,
} from '../operations';
import { channelStrings } from '../strings';
import { CHANNEL_DATA_QUERIES } from '../utils/channelDataQueries';
import { inBatches } from '../utils/inBatches';
import { ThemeDialog } from './ThemeDialog';
import { type ThemeOption, ThemeMenuButton } from './ThemeMenuButton';

/**
 * What a contributor does with the data points selected in the grid: add them to a theme (or to a
 * new one), take them out of a theme (on a theme's page: out of that theme), or delete them after
 * a confirmation. Each change goes 1000 ids at a time and reads the channel's counts, grid and
 * chart again as it lands (CHANNEL_DATA_QUERIES); the page hears how it went.
 */
export function DatapointSelectionBar({
  ids,
  channelId,
  themes,
  currentTheme,
  onDone,
  onError,
}: {
  ids: readonly string[];
  channelId: string;
  themes: readonly ThemeOption[];
  /** The theme whose page this is: "Remove from theme" takes the data points out of it at once. */
  currentTheme: ThemeOption | null;
  onDone: (message: string) => void;
  onError: (error: unknown) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [creating, setCreating] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const stale = { refetchQueries: CHANNEL_DATA_QUERIES };
  const [add] = useGraphqlMutation(ADD_DATAPOINTS_TO_THEME_MUTATION, { ...stale, onError });
  const [takeOut] = useGraphqlMutation(REMOVE_DATAPOINTS_FROM_THEME_MUTATION, { ...stale, onError });
  const [deletePoints, deletion] = useGraphqlMutation(DELETE_CHANNEL_DATAPOINTS_MUTATION, stale);

  /** Runs a change over the ids in batches, stopping at a refused one; resolves to how many were done. */
  const run = async (change: (batch: string[]) => Promise<unknown>) => {
    setBusy(true);
    try {
      return await inBatches(ids, async (batch) => (await change(batch)) !== undefined);
    } finally {
      setBusy(false);
    }
  };
  const addTo = async (theme: { id: string; title: string }) => {
    const done = await run((datapointIds) => add({ input: { themeId: theme.id, datapointIds } }));
    if (done > 0) onDone(channelStrings.added(done, theme.title));
  };
  const removeFrom = async (theme: { id: string; title: string }) => {
    const done = await run((datapointIds) => takeOut({ input: { themeId: theme.id, datapointIds } }));
    if (done > 0) onDone(channelStrings.removed(done, theme.title));
  };
  const confirmDelete = async () => {
    let deleted = 0;
    const done = await run(async (batch) => {
      const answer = await deletePoints({ ids: batch });
      deleted += answer?.deleteChannelDatapoints ?? 0;
      return answer;
    });
    if (done === ids.length) setConfirming(false);
    if (done > 0) onDone(channelStrings.datapointsDeleted(deleted));
  };

  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}
      data-testid="datapoint-selection"
    >
      <Typography sx={{ mr: 1 }}>{channelStrings.selectedCount(ids.length)}</Typography>
      <ThemeMenuButton
        label={channelStrings.addToTheme}
        menuLabel={channelStrings.addToThemeMenu}
        icon={<BookmarkAddOutlinedIcon />}
        themes={themes.filter((theme) => theme.id !== currentTheme?.id)}
        disabled={busy}
        onPick={(theme) => void addTo(theme)}
        onNew={() => setCreating(true)}
      />
      {currentTheme ? (
        <Button
          startIcon={<BookmarkRemoveOutlinedIcon />}
          disabled={busy}
          onClick={() => void removeFrom(currentTheme)}
        >
          {channelStrings.removeFromThisTheme}
        </Button>
      ) : (
        <ThemeMenuButton
          label={channelStrings.removeFromTheme}
          menuLabel={channelStrings.removeFromThemeMenu}
          icon={<BookmarkRemoveOutlinedIcon />}
          themes={themes}
          disabled={busy || themes.length === 0}
          onPick={(theme) => void removeFrom(theme)}
        />
      )}
      <Button
        color="error"
        startIcon={<DeleteOutlineIcon />}
        disabled={busy}
        onClick={() => setConfirming(true)}
      >
        {channelStrings.delete}
      </Button>
      <ThemeDialog
        open={creating}
        channelId={channelId}
        onClose={() => setCreating(false)}
        onSaved={(theme) => addTo(theme)}
      />
      <ConfirmDialog
        open={confirming}
        title={channelStrings.deleteDatapointsTitle(ids.length)}
        body={channelStrings.deleteDatapointsBody}
        confirmLabel={channelStrings.delete}
        busy={busy}
        error={deletion.error}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          deletion.reset();
          setConfirming(false);
        }}
      />
    </Stack>
  );
}

import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarksOutlinedIcon from '@mui/icons-material/BookmarksOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SAVED_FEEDS_QUERY } from '../operations';
import { feedStrings as strings } from '../strings';
import { SELECTED_FEED_PARAM, currentSearch, feedSearchPath } from '../utils/feedPath';
import { DeleteFeedDialog } from './DeleteFeedDialog';
import { RenameFeedDialog } from './RenameFeedDialog';
import { SaveFeedDialog } from './SaveFeedDialog';

interface Feed {
  id: string;
  title: string;
  search: string;
}

/**
 * The search page's saved feeds (spec 000 §2): "Save as feed" keeps the current search; "Saved
 * feeds" lists the member's feeds to open (the page then shows that search), rename or delete.
 */
export function SavedFeedsBar() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useGraphqlQuery(SAVED_FEEDS_QUERY, {});
  const feeds = data?.savedFeeds ?? [];
  const [saving, setSaving] = useState(false);
  const [listAnchor, setListAnchor] = useState<HTMLElement | null>(null);
  const [actions, setActions] = useState<{ anchor: HTMLElement; feed: Feed } | null>(null);
  const [renaming, setRenaming] = useState<Feed | null>(null);
  const [deleting, setDeleting] = useState<Feed | null>(null);
  const listId = useId();
  const selected = feeds.find((feed) => feed.id === params.get(SELECTED_FEED_PARAM)) ?? null;
  const open = (feed: Feed) => {
    setListAnchor(null);
    void navigate(feedSearchPath(feed));
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {selected ? <Chip color="primary" variant="outlined" label={strings.current(selected.title)} /> : null}
      <Button
        variant="outlined"
        startIcon={<BookmarksOutlinedIcon />}
        aria-haspopup="dialog"
        aria-controls={listAnchor ? listId : undefined}
        aria-expanded={listAnchor ? true : undefined}
        onClick={(event) => setListAnchor(event.currentTarget)}
      >
        {strings.feedsCount(feeds.length)}
      </Button>
      <Button variant="contained" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setSaving(true)}>
        {strings.save}
      </Button>
      <Popover
        id={listId}
        open={listAnchor !== null}
        anchorEl={listAnchor}
        onClose={() => setListAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 360, maxHeight: 480 } } }}
      >
        <ErrorAlert error={error} onRetry={refetch} />
        {feeds.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            {strings.none}
          </Typography>
        ) : (
          <List dense aria-label={strings.feeds} data-testid="saved-feeds">
            {feeds.map((feed) => (
              <ListItem
                key={feed.id}
                disablePadding
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={strings.actions(feed.title)}
                    onClick={(event) => setActions({ anchor: event.currentTarget, feed })}
                  >
                    <MoreVertIcon fontSize="small" />
                  </IconButton>
                }
              >
                <ListItemButton
                  selected={feed.id === selected?.id}
                  onClick={() => open(feed)}
                  aria-label={strings.open(feed.title)}
                >
                  <ListItemText primary={feed.title} slotProps={{ primary: { noWrap: true } }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Popover>
      <Menu anchorEl={actions?.anchor} open={actions !== null} onClose={() => setActions(null)}>
        <MenuItem
          onClick={() => {
            setRenaming(actions?.feed ?? null);
            setActions(null);
          }}
        >
          {strings.rename}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setDeleting(actions?.feed ?? null);
            setActions(null);
          }}
        >
          {strings.delete}
        </MenuItem>
      </Menu>
      {saving ? (
        <SaveFeedDialog
          search={currentSearch(params)}
          suggestedTitle={params.get('query')?.trim() || strings.untitled}
          onClose={() => setSaving(false)}
          onSaved={(feed) => {
            setSaving(false);
            void refetch();
            void navigate(feedSearchPath(feed), { replace: true });
          }}
        />
      ) : null}
      {renaming ? (
        <RenameFeedDialog
          feed={renaming}
          onClose={() => setRenaming(null)}
          onDone={() => {
            setRenaming(null);
            void refetch();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteFeedDialog
          feed={deleting}
          onClose={() => setDeleting(null)}
          onDone={() => {
            setDeleting(null);
            void refetch();
          }}
        />
      ) : null}
    </Stack>
  );
}

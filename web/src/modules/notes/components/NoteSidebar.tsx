import Box from '@mui/material/Box';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { TagChip } from '../../common/components/TagChip';
import { noteStrings } from '../strings';
import type { Highlight, HighlightTag } from '../types/Note';

/** The note's sidebar: tabs "Highlights" (each with its tag chips) and "Tags" (tags used, with counts). */
export function NoteSidebar({
  highlights,
  activeId,
  onSelect,
  editable = false,
  onRemoveTag,
  onAddTag,
  onDelete,
}: {
  highlights: Highlight[];
  activeId: string | null;
  onSelect: (id: string) => void;
  /** Contributors see remove, add-tag and delete controls; viewers do not. */
  editable?: boolean;
  onRemoveTag?: (highlightId: string, tagId: string) => void;
  onAddTag?: (highlightId: string, anchor: HTMLElement) => void;
  onDelete?: (highlightId: string) => void;
}) {
  const [tab, setTab] = useState<'highlights' | 'tags'>('highlights');
  // Detached highlights have no place in the text any more: they come last.
  const ordered = useMemo(
    () =>
      [...highlights].sort(
        (a, b) => Number(a.detached) - Number(b.detached) || a.startOffset - b.startOffset,
      ),
    [highlights],
  );
  const tagCounts = useMemo(() => {
    const counts = new Map<string, { tag: HighlightTag; count: number }>();
    for (const highlight of highlights) {
      for (const tag of highlight.tags) {
        const entry = counts.get(tag.id) ?? { tag, count: 0 };
        entry.count += 1;
        counts.set(tag.id, entry);
      }
    }
    return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.title.localeCompare(b.tag.title));
  }, [highlights]);

  return (
    <Paper
      variant="outlined"
      component="aside"
      aria-label={noteStrings.sidebarLabel}
      sx={{ position: 'sticky', top: 88 }}
    >
      <Tabs
        value={tab}
        onChange={(_event, value: 'highlights' | 'tags') => setTab(value)}
        variant="fullWidth"
      >
        <Tab value="highlights" label={`${noteStrings.highlightsTab} (${highlights.length})`} />
        <Tab value="tags" label={`${noteStrings.tagsTab} (${tagCounts.length})`} />
      </Tabs>
      <Box sx={{ borderTop: 1, borderColor: 'divider', maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' }}>
        {tab === 'highlights' ? (
          ordered.length === 0 ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {noteStrings.noHighlights}
            </Typography>
          ) : (
            <List disablePadding aria-label={noteStrings.highlightsTab}>
              {ordered.map((highlight) => (
                <ListItem
                  key={highlight.id}
                  divider
                  disablePadding
                  data-testid="sidebar-highlight"
                  sx={{ flexDirection: 'column', alignItems: 'stretch' }}
                >
                  <ListItemButton
                    selected={highlight.id === activeId}
                    onClick={() => onSelect(highlight.id)}
                    sx={{ display: 'block', py: 1.5 }}
                  >
                    <Typography
                      variant="body2"
                      sx={{
                        borderLeft: 3,
                        borderColor: highlight.tags[0]?.color ?? 'divider',
                        pl: 1.5,
                        fontStyle: 'italic',
                        mb: 1,
                      }}
                    >
                      “{highlight.text}”
                    </Typography>
                    {highlight.detached ? (
                      <Typography
                        variant="caption"
                        color="warning.dark"
                        component="p"
                        data-testid="detached-highlight"
                        sx={{ mb: 1 }}
                      >
                        {noteStrings.detached}
                      </Typography>
                    ) : null}
                  </ListItemButton>
                  {/* Beside the button, not inside it: the chips' remove buttons are controls of their own. */}
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 1 }}>
                    {highlight.tags.length === 0 ? (
                      <Typography variant="caption" color="text.secondary">
                        {noteStrings.untagged}
                      </Typography>
                    ) : (
                      highlight.tags.map((tag) => (
                        <TagChip
                          key={tag.id}
                          title={tag.title}
                          color={tag.color}
                          onDelete={
                            editable && onRemoveTag ? () => onRemoveTag(highlight.id, tag.id) : undefined
                          }
                          deleteLabel={noteStrings.removeTag(tag.title)}
                        />
                      ))
                    )}
                  </Stack>
                  {editable ? (
                    <Stack direction="row" sx={{ px: 2, pb: 1, gap: 1 }}>
                      <Button
                        size="small"
                        startIcon={<LocalOfferOutlinedIcon />}
                        onClick={(event) => onAddTag?.(highlight.id, event.currentTarget)}
                      >
                        {noteStrings.addTag}
                      </Button>
                      <IconButton
                        size="small"
                        aria-label={noteStrings.deleteHighlight}
                        onClick={() => onDelete?.(highlight.id)}
                      >
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ) : null}
                </ListItem>
              ))}
            </List>
          )
        ) : tagCounts.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {noteStrings.noTags}
          </Typography>
        ) : (
          <List aria-label={noteStrings.tagsTab}>
            {tagCounts.map(({ tag, count }) => (
              <Stack
                component="li"
                key={tag.id}
                direction="row"
                sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}
              >
                <TagChip title={tag.title} color={tag.color} />
                <Typography variant="body2" color="text.secondary">
                  {noteStrings.highlightCount(count)}
                </Typography>
              </Stack>
            ))}
          </List>
        )}
      </Box>
    </Paper>
  );
}

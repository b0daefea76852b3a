import Box from '@mui/material/Box';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense, lazy, useEffect, useMemo, useState } from 'react';
import { HighlightSuggestionsPanel } from '../../ai/components/HighlightSuggestionsPanel';
import { NoteSummaryTab } from '../../ai/components/NoteSummaryTab';
import { RedactionSuggestionsPanel } from '../../ai/components/RedactionSuggestionsPanel';
import { useSuggestionsEnabled } from '../../ai/hooks/useSuggestionsEnabled';
import { useGenerativeAi } from '../../ai/hooks/useGenerativeAi';
import { aiStrings } from '../../ai/strings';
import { useLinkedComment } from '../../comments/hooks/useLinkedComment';
import { commentStrings } from '../../comments/strings';
import { TagChip } from '../../common/components/TagChip';
import { FieldValuesPanel } from '../../custom-fields/components/FieldValuesPanel';
import { fieldStrings } from '../../custom-fields/strings';
import { NoteContactsTab } from '../../people/components/NoteContactsTab';
import { ShareDialog } from '../../sharing/components/ShareDialog';
import { sharingStrings } from '../../sharing/strings';
import { noteStrings } from '../strings';
import type { Highlight, HighlightTag } from '../types/Note';

type SidebarTab = 'summary' | 'highlights' | 'tags' | 'comments' | 'fields' | 'contacts';

// Loaded when the Comments tab first opens: the note page's own chunk stays as small as before.
const CommentThreads = lazy(() =>
  import('../../comments/components/CommentThreads').then((m) => ({ default: m.CommentThreads })),
);

/**
 * The note's sidebar: tabs "Summary" (while generative AI is on), "Highlights" (each with its tag chips), "Tags" (tags used, with counts),
 * "Comments" (threads on the note, or on the selected highlight) "Fields" (the note's custom
 * fields, each edited in place) and "Contacts" (the people in the note, spec 000 §2). A `#comment-{id}` link opens the Comments tab on the note or
 * highlight that holds the comment.
 */
export function NoteSidebar({
  noteId,
  projectId,
  highlights,
  activeId,
  onSelect,
  editable = false,
  onRemoveTag,
  onAddTag,
  onDelete,
  onHighlightsChanged,
}: {
  noteId: string;
  projectId: string;
  highlights: Highlight[];
  activeId: string | null;
  onSelect: (id: string) => void;
  /** Contributors see remove, add-tag and delete controls; viewers do not. */
  editable?: boolean;
  onRemoveTag?: (highlightId: string, tagId: string) => void;
  onAddTag?: (highlightId: string, anchor: HTMLElement) => void;
  onDelete?: (highlightId: string) => void;
  /** Highlights were made outside the editor (suggestions accepted): read them again. */
  onHighlightsChanged?: () => void;
}) {
  const [tab, setTab] = useState<SidebarTab>('highlights');
  // The Summary tab exists only while generative AI is on for the workspace (the kill switch).
  const aiOn = useGenerativeAi();
  // Suggested highlights need generative AI only (not summarisation).
  const suggestionsOn = useSuggestionsEnabled();
  const [commentScope, setCommentScope] = useState<'note' | 'highlight'>('note');
  /** The highlight whose share links are open, if any. */
  const [sharingId, setSharingId] = useState<string | null>(null);
  const linked = useLinkedComment();
  useEffect(() => {
    if (!linked) return;
    setTab('comments');
    if (linked.targetType === 'HIGHLIGHT') {
      onSelect(linked.targetId);
      setCommentScope('highlight');
    } else setCommentScope('note');
    // Once per linked comment (its id): selecting another highlight afterwards is the reader's choice.
  }, [linked?.id]);
  const activeHighlight = highlights.find((h) => h.id === activeId) ?? null;
  const showHighlightComments = commentScope === 'highlight' && activeHighlight !== null;
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
      // Stops below the app bar on the page; a peek, which scrolls by itself, sets --page-sticky-top.
      sx={{ position: 'sticky', top: 'var(--page-sticky-top, 88px)' }}
    >
      <Tabs
        value={tab === 'summary' && !aiOn ? 'highlights' : tab}
        onChange={(_event, value: SidebarTab) => setTab(value)}
        // Five labelled tabs (and the summary's icon with AI on) share the column's width by the length
        // of their labels, a count on a second line: every label whole, none scrolled out of sight, in
        // the narrowest column (360 px beside the note).
        sx={{
          '& .MuiTab-root': {
            flex: '1 1 auto',
            minWidth: 0,
            px: 0.5,
            // With AI on, a smaller face keeps every label whole beside the summary's icon.
            fontSize: aiOn ? '0.75rem' : '0.8125rem',
            lineHeight: 1.25,
            minHeight: 56,
            whiteSpace: 'nowrap',
          },
        }}
      >
        {aiOn ? (
          // An icon, named for screen readers and on hover: six labelled tabs do not fit the 360 px column whole.
          <Tab
            value="summary"
            icon={<AutoAwesomeIcon fontSize="small" />}
            aria-label={aiStrings.summaryTab}
            title={aiStrings.summaryTab}
            sx={{ flex: '0 0 auto !important', minWidth: '32px !important', px: '4px !important' }}
          />
        ) : null}
        <Tab
          value="highlights"
          label={<TabLabel text={noteStrings.highlightsTab} count={highlights.length} />}
        />
        <Tab value="tags" label={<TabLabel text={noteStrings.tagsTab} count={tagCounts.length} />} />
        <Tab value="comments" label={commentStrings.title} />
        <Tab value="fields" label={fieldStrings.fieldsTab} />
        <Tab value="contacts" label={noteStrings.contactsTab} />
      </Tabs>
      <Box sx={{ borderTop: 1, borderColor: 'divider', maxHeight: 'calc(100vh - 200px)', overflowY: 'auto' }}>
        {tab === 'summary' && aiOn ? (
          <NoteSummaryTab noteId={noteId} projectId={projectId} />
        ) : tab === 'contacts' ? (
          <NoteContactsTab noteId={noteId} editable={editable} />
        ) : tab === 'fields' ? (
          <FieldValuesPanel target="NOTE" objectId={noteId} projectId={projectId} editable={editable} />
        ) : tab === 'comments' ? (
          <Box sx={{ p: 1.5 }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              fullWidth
              value={showHighlightComments ? 'highlight' : 'note'}
              onChange={(_event, value: 'note' | 'highlight' | null) => value && setCommentScope(value)}
              sx={{ mb: 1.5 }}
            >
              <ToggleButton value="note">{commentStrings.onNote}</ToggleButton>
              <ToggleButton value="highlight" disabled={activeHighlight === null}>
                {commentStrings.onHighlight}
              </ToggleButton>
            </ToggleButtonGroup>
            <Suspense fallback={null}>
              {showHighlightComments ? (
                <>
                  <Typography
                    variant="body2"
                    sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, fontStyle: 'italic', mb: 1.5 }}
                  >
                    “{activeHighlight.text}”
                  </Typography>
                  <CommentThreads targetType={'HIGHLIGHT'} targetId={activeHighlight.id} />
                </>
              ) : (
                <CommentThreads targetType={'NOTE'} targetId={noteId} />
              )}
            </Suspense>
          </Box>
        ) : tab === 'highlights' ? (
          <>
            {aiOn && editable ? (
              <RedactionSuggestionsPanel noteId={noteId} onRedacted={() => onHighlightsChanged?.()} />
            ) : null}
            {suggestionsOn ? (
              <HighlightSuggestionsPanel
                noteId={noteId}
                onShow={(id) =>
                  document
                    .getElementById(`highlight-suggestion-${id}`)
                    ?.scrollIntoView({ block: 'center', behavior: 'smooth' })
                }
                onAccepted={() => onHighlightsChanged?.()}
              />
            ) : null}
            {ordered.length === 0 ? (
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
                      {highlight.aiGenerated ? (
                        <Chip
                          size="small"
                          variant="outlined"
                          color="secondary"
                          icon={<AutoAwesomeIcon />}
                          label={aiStrings.aiGenerated}
                          title={highlight.highlightReason ?? undefined}
                          data-testid="ai-generated-highlight"
                          sx={{ mb: 1 }}
                        />
                      ) : null}
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
                    <Stack direction="row" sx={{ px: 2, pb: 1, gap: 1, flexWrap: 'wrap' }}>
                      <Button
                        size="small"
                        startIcon={<ChatBubbleOutlineIcon />}
                        onClick={() => {
                          onSelect(highlight.id);
                          setCommentScope('highlight');
                          setTab('comments');
                        }}
                      >
                        {commentStrings.title}
                      </Button>
                      {editable ? (
                        <Button
                          size="small"
                          startIcon={<ShareOutlinedIcon />}
                          aria-label={noteStrings.shareHighlight(highlight.text)}
                          onClick={() => setSharingId(highlight.id)}
                        >
                          {sharingStrings.share}
                        </Button>
                      ) : null}
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
            )}
          </>
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
      {sharingId ? (
        <ShareDialog
          target={{ kind: 'highlight', id: sharingId, shareable: true }}
          editable={editable}
          open
          onClose={() => setSharingId(null)}
        />
      ) : null}
    </Paper>
  );
}

/** A tab's name with its count under it; its accessible name reads "Highlights 3". */
function TabLabel({ text, count }: { text: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <span>{text}</span>
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.75rem' }}>
        {` ${count}`}
      </Box>
    </Box>
  );
}

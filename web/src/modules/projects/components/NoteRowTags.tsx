import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TagChip } from '../../common/components/TagChip';
import { projectStrings } from '../strings';

/** How many tags a notes row shows before "+N": the row stays one line on a phone. */
const SHOWN_TAGS = 3;

/**
 * The tags on a note's highlights, most used first, as a notes row shows them: the first few with
 * how many highlights carry each, then "+N" for the rest (their names in its tooltip and label).
 */
export function NoteRowTags({
  tags,
}: {
  tags: { tagId: string; title: string; color: string; count: number }[];
}) {
  if (tags.length === 0) return null;
  const rest = tags.slice(SHOWN_TAGS);
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      sx={{ flexWrap: 'wrap', mt: 0.5 }}
      data-testid="note-row-tags"
    >
      {tags.slice(0, SHOWN_TAGS).map((tag) => (
        <TagChip
          key={tag.tagId}
          title={tag.title}
          color={tag.color}
          label={projectStrings.tagCount(tag.title, tag.count)}
        />
      ))}
      {rest.length > 0 ? (
        <Chip
          size="small"
          variant="outlined"
          label={projectStrings.moreTags(rest.length)}
          title={projectStrings.moreTagsLabel(rest.map((t) => t.title))}
          aria-label={projectStrings.moreTagsLabel(rest.map((t) => t.title))}
        />
      ) : null}
    </Stack>
  );
}

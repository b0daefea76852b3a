import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TagChip } from '../../common/components/TagChip';
import { projectStrings } from '../../projects/strings';
import { projectViewStrings as strings } from '../strings';
import type { ViewDisplay, ViewItem } from '../types/ViewItem';
import { displayValue } from '../utils/displayValue';

const SAFE_COLOR = /^#[0-9a-f]{6}$/i;
/** How many tags a card shows before "+N": a card stays short on a busy board. */
const SHOWN_TAGS = 3;

/**
 * The item's tags in their colours (when the view shows them), then its shown custom field values as
 * small labelled chips (select options in their colour).
 */
export function ItemFieldChips({ item, display }: { item: ViewItem; display: ViewDisplay }) {
  const chips = display.fields.flatMap((field): { key: string; label: string; color: string | null }[] => {
    const value = item.fieldValues.find((v) => v.fieldId === field.id);
    if (!value) return [];
    if (field.type === 'SELECT') {
      return field.options
        .filter((o) => value.optionIds?.includes(o.id))
        .map((o) => ({ key: `${field.id}:${o.id}`, label: `${field.label}: ${o.label}`, color: o.color }));
    }
    const text = displayValue(field, value, display.memberName, strings);
    return text ? [{ key: field.id, label: `${field.label}: ${text}`, color: null }] : [];
  });
  const tags = display.showsTags ? item.tags : [];
  const moreTags = tags.slice(SHOWN_TAGS);
  if (chips.length === 0 && tags.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
      {tags.slice(0, SHOWN_TAGS).map((tag) => (
        <TagChip key={`tag:${tag}`} title={tag} color={display.tagColor(tag)} />
      ))}
      {moreTags.length > 0 ? (
        <Chip
          size="small"
          variant="outlined"
          label={projectStrings.moreTags(moreTags.length)}
          title={projectStrings.moreTagsLabel(moreTags)}
          aria-label={projectStrings.moreTagsLabel(moreTags)}
          // Above a board card's stretched title link, so the pointer reaches it and its tooltip shows.
          sx={{ position: 'relative', zIndex: 1 }}
        />
      ) : null}
      {chips.map((chip) => (
        <Chip
          key={chip.key}
          size="small"
          label={chip.label}
          variant="outlined"
          sx={chip.color && SAFE_COLOR.test(chip.color) ? { borderColor: chip.color } : undefined}
        />
      ))}
    </Stack>
  );
}

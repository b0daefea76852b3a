import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { searchStrings as strings } from '../strings';
import type { SearchResultItem } from '../types/SearchResultItem';
import { aroundFirstMatch } from '../utils/aroundFirstMatch';
import { segmentsText } from '../utils/resultPath';
import { MarkedText } from './MarkedText';
import { SearchTypeIcon } from './SearchTypeIcon';

/** One result in the search dialog: its type, its title (a highlight: its quote) and where it is. */
export function GlobalSearchOption({
  id,
  item,
  active,
  onHover,
  onPick,
}: {
  id: string;
  item: SearchResultItem;
  active: boolean;
  onHover: () => void;
  onPick: () => void;
}) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  const isHighlight = item.type === 'HIGHLIGHT';
  const primary = isHighlight ? item.preview.content : item.preview.title;
  // Where the words matched in the text, not the title: a line of it, so the match is seen.
  const snippet =
    !isHighlight && item.preview.content.some((segment) => segment.match)
      ? aroundFirstMatch(item.preview.content)
      : null;
  const where = [
    strings.types[item.type],
    isHighlight && segmentsText(item.preview.title) ? segmentsText(item.preview.title) : null,
    item.projectTitle && item.type !== 'PROJECT' ? item.projectTitle : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="li"
      ref={ref}
      role="option"
      id={id}
      aria-selected={active}
      onMouseMove={onHover}
      onClick={onPick}
      data-testid="global-search-option"
      data-type={item.type}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 1.5,
        py: 1,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
      }}
    >
      <SearchTypeIcon type={item.type} fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          noWrap
          sx={{ fontWeight: isHighlight ? 400 : 600, fontStyle: isHighlight ? 'italic' : undefined }}
        >
          {primary.length > 0 ? <MarkedText segments={aroundFirstMatch(primary)} /> : strings.untitled}
        </Typography>
        {snippet ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            <MarkedText segments={snippet} />
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {where}
        </Typography>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { type Ref, useMemo } from 'react';
import type { Highlight } from '../types/Note';
import { segmentText } from '../utils/segmentText';

const FALLBACK_COLOR = '#9e9e9e';

/** The full text with its highlights marked inline, each coloured by its first tag. */
export function NoteText({
  content,
  highlights,
  activeId,
  onSelect,
  containerRef,
}: {
  containerRef?: Ref<HTMLDivElement>;
  content: string;
  highlights: Highlight[];
  activeId: string | null;
  onSelect: (id: string) => void;
}) {
  const segments = useMemo(() => segmentText(content, highlights), [content, highlights]);
  return (
    <Box
      ref={containerRef}
      data-testid="note-text"
      sx={{
        whiteSpace: 'pre-wrap',
        fontSize: '1.02rem',
        lineHeight: 1.75,
        color: 'text.primary',
        wordBreak: 'break-word',
      }}
    >
      {segments.map((segment) => {
        if (!segment.highlight) return <span key={segment.start}>{segment.text}</span>;
        const highlight = segment.highlight;
        const color = highlight.tags[0]?.color ?? FALLBACK_COLOR;
        const active = highlight.id === activeId;
        return (
          <Box
            component="mark"
            key={segment.start}
            id={`highlight-${highlight.id}`}
            data-testid="highlight-mark"
            title={highlight.tags.map((t) => t.title).join(', ')}
            onClick={() => onSelect(highlight.id)}
            sx={{
              bgcolor: alpha(color, active ? 0.38 : 0.2),
              color: 'inherit',
              borderBottom: `2px solid ${color}`,
              borderRadius: 0.5,
              px: 0.25,
              cursor: 'pointer',
              outline: active ? `2px solid ${alpha(color, 0.6)}` : 'none',
            }}
          >
            {segment.text}
          </Box>
        );
      })}
    </Box>
  );
}

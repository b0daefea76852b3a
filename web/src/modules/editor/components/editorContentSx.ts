import type { Theme } from '@mui/material/styles';

/** How documents read in the editor: text, lists, quotes, tables, images, mentions and carets. */
export const editorContentSx = (theme: Theme) =>
  ({
    '& .ProseMirror': {
      outline: 'none',
      minHeight: 240,
      fontSize: '1.02rem',
      lineHeight: 1.75,
      wordBreak: 'break-word',
      color: 'text.primary',
      '& > *:first-of-type': { mt: 0 },
      '& p': { my: 0.75 },
      '& h1, & h2, & h3': { lineHeight: 1.3, mt: 3, mb: 1 },
      '& h1': { fontSize: '1.75rem' },
      '& h2': { fontSize: '1.4rem' },
      '& h3': { fontSize: '1.15rem' },
      '& ul, & ol': { pl: 3 },
      '& blockquote': {
        borderLeft: `3px solid ${theme.palette.divider}`,
        ml: 0,
        pl: 2,
        color: 'text.secondary',
      },
      '& a': { color: 'primary.main' },
      '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
      '& img.ProseMirror-selectednode': { outline: `2px solid ${theme.palette.primary.main}` },
      '& table': { borderCollapse: 'collapse', width: '100%', my: 2, tableLayout: 'fixed' },
      '& th, & td': {
        border: `1px solid ${theme.palette.divider}`,
        px: 1,
        py: 0.5,
        verticalAlign: 'top',
        '& p': { my: 0 },
      },
      '& th': { bgcolor: 'action.hover', fontWeight: 600, textAlign: 'left' },
      '& .selectedCell': { bgcolor: 'action.selected' },
      '& .mention': {
        bgcolor: 'action.selected',
        borderRadius: 1,
        px: 0.5,
        color: 'primary.dark',
        fontWeight: 500,
      },
      '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto' },
    },
    // Other members' carets: a thin line in their colour with their name above it.
    '& .collaboration-carets__caret': {
      position: 'relative',
      mx: '-1px',
      borderLeft: '1px solid',
      borderRight: '1px solid',
      wordBreak: 'normal',
      pointerEvents: 'none',
    },
    '& .collaboration-carets__label': {
      position: 'absolute',
      top: '-1.4em',
      left: '-1px',
      fontSize: 12,
      fontWeight: 600,
      lineHeight: 'normal',
      whiteSpace: 'nowrap',
      color: '#fff',
      px: 0.5,
      py: '1px',
      borderRadius: '3px 3px 3px 0',
      userSelect: 'none',
    },
  }) as const;

/**
 * A hint in an empty document, drawn by CSS: ProseMirror renders an empty document as one paragraph
 * holding a lone line break, and the hint goes away with the first character typed or pasted.
 */
export const emptyDocumentPlaceholderSx = (text: string) =>
  ({
    '& .ProseMirror > p:only-child:has(> br:only-child)::before': {
      // A CSS string: JSON's quoting and escaping are valid CSS string syntax.
      content: JSON.stringify(text),
      color: 'text.disabled',
      float: 'left',
      height: 0,
      pointerEvents: 'none',
    },
  }) as const;

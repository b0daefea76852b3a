import type { SxProps, Theme } from '@mui/material/styles';

/** Typography of an insight document, in the editor and on public pages. */
export const documentStyles: SxProps<Theme> = {
  '& .tiptap': {
    outline: 'none',
    minHeight: 160,
    lineHeight: 1.75,
    fontSize: '1.0625rem',
    '& p': { my: 1 },
    '& h1, & h2, & h3': { lineHeight: 1.3, mt: 3, mb: 1 },
    '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
    '& a': { color: 'primary.main' },
  },
  '& .tiptap[contenteditable="true"]': {
    borderRadius: 1,
    p: 1,
    mx: -1,
    '&:focus-visible': { boxShadow: (theme: Theme) => `0 0 0 2px ${theme.palette.primary.light}` },
  },
};

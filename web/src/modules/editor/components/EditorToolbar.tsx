import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import TableChartOutlinedIcon from '@mui/icons-material/TableChartOutlined';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type Editor, useEditorState } from '@tiptap/react';
import { type ReactNode, useState } from 'react';
import { editorStrings } from '../strings';
import { UrlDialog } from './UrlDialog';

type Level = 1 | 2 | 3;

function ToolButton({
  label,
  active = false,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={active}
        color={active ? 'primary' : 'default'}
        // Keeps the editor's selection: the command applies to it.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </IconButton>
    </Tooltip>
  );
}

/** The formatting toolbar: text style, bold, italic, lists, quote, link, image by address, table. */
export function EditorToolbar({ editor }: { editor: Editor }) {
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: ([1, 2, 3] as Level[]).find((level) => e.isActive('heading', { level })) ?? 0,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={editorStrings.toolbarLabel}
      sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.25 }}
    >
      <Select
        size="small"
        variant="standard"
        disableUnderline
        value={active.level}
        inputProps={{ 'aria-label': editorStrings.textStyle }}
        onChange={(event) => {
          const level = Number(event.target.value);
          if (level === 0) chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: level as Level })
              .run();
        }}
        sx={{ minWidth: 120, mr: 1, fontSize: 14 }}
      >
        <MenuItem value={0}>{editorStrings.paragraph}</MenuItem>
        {([1, 2, 3] as Level[]).map((level) => (
          <MenuItem key={level} value={level}>
            {editorStrings.heading(level)}
          </MenuItem>
        ))}
      </Select>
      <ToolButton label={editorStrings.bold} active={active.bold} onClick={() => chain().toggleBold().run()}>
        <FormatBoldIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={editorStrings.italic}
        active={active.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <FormatItalicIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton
        label={editorStrings.bulletList}
        active={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={editorStrings.orderedList}
        active={active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={editorStrings.quote}
        active={active.blockquote}
        onClick={() => chain().toggleBlockquote().run()}
      >
        <FormatQuoteIcon fontSize="small" />
      </ToolButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolButton label={editorStrings.link} active={active.link} onClick={() => setDialog('link')}>
        <LinkIcon fontSize="small" />
      </ToolButton>
      <ToolButton label={editorStrings.image} onClick={() => setDialog('image')}>
        <ImageOutlinedIcon fontSize="small" />
      </ToolButton>
      <ToolButton
        label={editorStrings.table}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      >
        <TableChartOutlinedIcon fontSize="small" />
      </ToolButton>
      {dialog === 'link' ? (
        <UrlDialog
          title={editorStrings.link}
          label={editorStrings.linkPrompt}
          initial={active.href}
          allowEmpty
          onClose={() => setDialog(null)}
          onSubmit={(url) => {
            setDialog(null);
            if (url === '') chain().extendMarkRange('link').unsetLink().run();
            else chain().extendMarkRange('link').setLink({ href: url }).run();
          }}
        />
      ) : null}
      {dialog === 'image' ? (
        <UrlDialog
          title={editorStrings.image}
          label={editorStrings.imagePrompt}
          onClose={() => setDialog(null)}
          onSubmit={(url) => {
            setDialog(null);
            chain().setImage({ src: url }).run();
          }}
        />
      ) : null}
    </Stack>
  );
}

import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useRef, useState } from 'react';
import { commentStrings } from '../strings';
import { type MentionMember, fromMarkup, mentionQueryAt, toMarkup } from '../utils/mentionMarkup';

/** Members the picker lists at most. */
const MAX_SUGGESTIONS = 8;

/**
 * Where a comment is written: a text field with a mention picker. Typing `@` lists the workspace's
 * members (filtered as one types); arrow keys move, Enter or Tab chooses, Escape closes. The text
 * shows `@Name`; what is sent carries the member's id (`@[Name](id)`).
 */
export function CommentComposer({
  members,
  initialBody = '',
  placeholder,
  submitLabel,
  label,
  onSubmit,
  onCancel,
  autoFocus = false,
}: {
  members: readonly MentionMember[];
  initialBody?: string;
  placeholder: string;
  submitLabel: string;
  label: string;
  /** Resolves true when saved: the field then empties. */
  onSubmit: (body: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
}) {
  const initial = useMemo(() => fromMarkup(initialBody), [initialBody]);
  const [text, setText] = useState(initial.text);
  const [chosen, setChosen] = useState<MentionMember[]>(initial.chosen);
  const [mention, setMention] = useState<{ start: number; query: string } | null>(null);
  const [highlighted, setHighlighted] = useState(0);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const anchor = useRef<HTMLDivElement | null>(null);
  const listId = useId();

  const suggestions = useMemo(() => {
    if (!mention) return [];
    const query = mention.query.toLowerCase();
    return members.filter((m) => m.name.toLowerCase().includes(query)).slice(0, MAX_SUGGESTIONS);
  }, [members, mention]);
  const open = mention !== null;

  const choose = (member: MentionMember) => {
    if (!mention || !input.current) return;
    const caret = mention.start + 1 + mention.query.length;
    const inserted = `@${member.name} `;
    const next = text.slice(0, mention.start) + inserted + text.slice(caret);
    setText(next);
    setChosen((list) => (list.some((m) => m.id === member.id) ? list : [...list, member]));
    setMention(null);
    const position = mention.start + inserted.length;
    requestAnimationFrame(() => input.current?.setSelectionRange(position, position));
  };

  const submit = async () => {
    if (text.trim().length === 0 || saving) return;
    setSaving(true);
    const saved = await onSubmit(toMarkup(text, chosen)).finally(() => setSaving(false));
    if (saved) {
      setText('');
      setChosen([]);
    }
  };

  return (
    <Stack spacing={1} ref={anchor}>
      <TextField
        inputRef={input}
        value={text}
        multiline
        minRows={2}
        maxRows={10}
        fullWidth
        size="small"
        autoFocus={autoFocus}
        placeholder={placeholder}
        slotProps={{
          htmlInput: {
            'aria-label': label,
            'aria-autocomplete': 'list',
            'aria-controls': open ? listId : undefined,
            'aria-activedescendant':
              open && suggestions[highlighted] ? `${listId}-${highlighted}` : undefined,
          },
        }}
        onChange={(event) => {
          const value = event.target.value;
          setText(value);
          const found = mentionQueryAt(value, event.target.selectionStart ?? value.length);
          setMention(found);
          setHighlighted(0);
        }}
        onKeyDown={(event) => {
          if (open && suggestions.length > 0) {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              const step = event.key === 'ArrowDown' ? 1 : -1;
              setHighlighted((i) => (i + step + suggestions.length) % suggestions.length);
              return;
            }
            if (event.key === 'Enter' || event.key === 'Tab') {
              event.preventDefault();
              choose(suggestions[highlighted]!);
              return;
            }
          }
          if (open && event.key === 'Escape') {
            event.preventDefault();
            setMention(null);
            return;
          }
          // Ctrl/Cmd+Enter sends, as in most comment boxes; Enter alone makes a new line.
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void submit();
          }
        }}
        onBlur={() => setMention(null)}
      />
      <Popper open={open} anchorEl={anchor.current} placement="bottom-start" sx={{ zIndex: 1500 }}>
        <Paper elevation={6} sx={{ minWidth: 220 }}>
          {suggestions.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
              {commentStrings.noMemberMatches}
            </Typography>
          ) : (
            <MenuList id={listId} role="listbox" aria-label={commentStrings.mentionList} dense>
              {suggestions.map((member, index) => (
                <MenuItem
                  key={member.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === highlighted}
                  selected={index === highlighted}
                  // Chosen on mouse down: a click would blur the field first and close the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(member);
                  }}
                >
                  <ListItemText primary={member.name} />
                </MenuItem>
              ))}
            </MenuList>
          )}
        </Paper>
      </Popper>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button size="small" onClick={onCancel}>
            {commentStrings.cancel}
          </Button>
        ) : null}
        <Button
          size="small"
          variant="contained"
          disabled={text.trim().length === 0 || saving}
          onClick={() => void submit()}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}

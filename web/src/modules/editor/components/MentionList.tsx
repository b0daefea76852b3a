import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type Ref, useImperativeHandle, useState } from 'react';
import { editorStrings } from '../strings';
import type { MentionMember } from '../types/MentionMember';

/** What the suggestion plugin calls on the list: arrow keys move, Enter picks. */
export interface MentionListHandle {
  onKeyDown: (event: KeyboardEvent) => boolean;
}

/** The members matching what was typed after @, picked with the arrow keys and Enter or a click. */
export function MentionList({
  items,
  command,
  ref,
}: {
  items: MentionMember[];
  command: (member: { id: string; label: string }) => void;
  ref?: Ref<MentionListHandle>;
}) {
  const [selected, setSelected] = useState(0);
  const [seen, setSeen] = useState(items);
  if (seen !== items) {
    setSeen(items);
    setSelected(0);
  }
  const pick = (index: number) => {
    const member = items[index];
    if (member) command({ id: member.id, label: member.name });
  };
  useImperativeHandle(ref, () => ({
    onKeyDown: (event: KeyboardEvent) => {
      if (items.length === 0) return false;
      if (event.key === 'ArrowDown') {
        setSelected((selected + 1) % items.length);
        return true;
      }
      if (event.key === 'ArrowUp') {
        setSelected((selected + items.length - 1) % items.length);
        return true;
      }
      if (event.key === 'Enter') {
        pick(selected);
        return true;
      }
      return false;
    },
  }));
  return (
    <Paper elevation={6} sx={{ minWidth: 220, maxHeight: 280, overflowY: 'auto' }}>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1.5 }}>
          {editorStrings.noMembers}
        </Typography>
      ) : (
        <List dense aria-label={editorStrings.mentionList} role="listbox">
          {items.map((member, index) => (
            <ListItemButton
              key={member.id}
              role="option"
              aria-selected={index === selected}
              selected={index === selected}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(index)}
            >
              <ListItemText primary={member.name} secondary={member.email} />
            </ListItemButton>
          ))}
        </List>
      )}
    </Paper>
  );
}

import AddIcon from '@mui/icons-material/Add';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { usePreloadNotePage } from '../../notes/hooks/usePreloadNotePage';
import { PeekLink } from '../../peek/components/PeekLink';
import { useOpenPeek } from '../../peek/hooks/useOpenPeek';
import { NOTES_QUERY } from '../operations';
import { projectStrings } from '../strings';
import { EmptyState } from './EmptyState';
import { NewNoteDialog } from './NewNoteDialog';
import { NoteRowTags } from './NoteRowTags';

/** The project's notes (a click peeks the note), with "New note" for those who may edit. */
export function NotesTab({ projectId, editable }: { projectId: string; editable: boolean }) {
  const { data, error, loading, refetch } = useGraphqlQuery(NOTES_QUERY, { projectId });
  const [dialogOpen, setDialogOpen] = useState(false);
  const openPeek = useOpenPeek();
  usePreloadNotePage(Boolean(data && data.notes.length > 0));
  return (
    <>
      {editable ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogOpen(true)}>
            {projectStrings.newNote}
          </Button>
        </Stack>
      ) : null}
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error} onRetry={refetch} />
      {data && data.notes.length === 0 ? (
        <EmptyState text={projectStrings.noNotes} hint={editable ? projectStrings.noNotesHint : undefined} />
      ) : null}
      {data && data.notes.length > 0 ? (
        <Paper variant="outlined">
          <List disablePadding aria-label={projectStrings.tabNotes}>
            {data.notes.map((note, index) => (
              <ListItem key={note.id} disablePadding divider={index < data.notes.length - 1}>
                <ListItemButton component={PeekLink} to={itemPaths.note(note)}>
                  <ListItemIcon>
                    <DescriptionOutlinedIcon />
                  </ListItemIcon>
                  <ListItemText
                    primary={note.title || projectStrings.untitledNote}
                    secondary={
                      <>
                        {[
                          projectStrings.updated(formatDate(note.updatedAt)),
                          ...(note.highlightCount > 0
                            ? [projectStrings.highlightCount(note.highlightCount)]
                            : []),
                        ].join(' · ')}
                        <NoteRowTags tags={note.tagCounts} />
                      </>
                    }
                    // The tags are chips (divs): the secondary text may not be a paragraph around them.
                    slotProps={{ secondary: { component: 'div' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ) : null}
      {editable ? (
        <NewNoteDialog
          projectId={projectId}
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          // The new note is in the cached list and count; it opens (as a peek beside the list, or
          // as its page) to be written in.
          onCreated={(note) => openPeek(itemPaths.note(note))}
        />
      ) : null}
    </>
  );
}

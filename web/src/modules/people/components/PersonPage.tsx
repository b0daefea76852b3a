import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useViewer } from '../../auth/hooks/useViewer';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { PageLoadError } from '../../common/components/PageLoadError';
import { commonStrings } from '../../common/strings';
import { LoadingState } from '../../common/components/LoadingState';
import { TagChip } from '../../common/components/TagChip';
import { formatDate } from '../../common/utils/formatDate';
import { itemPaths } from '../../common/utils/itemPath';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PeekLink } from '../../peek/components/PeekLink';
import { DELETE_PERSON_MUTATION, PERSON_PAGE_QUERY } from '../operations';
import { peopleStrings } from '../strings';
import { personDisplayName } from '../utils/personDisplayName';
import { FieldValuesPanel } from '../../custom-fields/components/FieldValuesPanel';
import { PersonSegments } from '../../segments/components/PersonSegments';
import { PersonDetailsForm } from './PersonDetailsForm';

/**
 * /people/:personId (and /contacts/:personId): who the person is, their custom fields and segments
 * (editable by contributors), the notes they appear in and the highlights of those notes, each opening its note as a peek.
 */
export function PersonPage({ personId: givenId }: { personId?: string }) {
  const params = useParams();
  // A peek names the person itself; the route /people/:personId names it in the address.
  const personId = givenId ?? params.personId ?? '';
  const navigate = useNavigate();
  const { viewer } = useViewer();
  const canEdit = viewer?.role === 'MANAGER' || viewer?.role === 'CONTRIBUTOR';
  const { data, error, loading, refetch } = useGraphqlQuery(PERSON_PAGE_QUERY, { id: personId });
  const [deletePerson, deleteState] = useGraphqlMutation(DELETE_PERSON_MUTATION);
  const [confirmDelete, setConfirmDelete] = useState(false);
  if (loading && !data) return <LoadingState />;
  if (error || !data)
    return (
      <PageLoadError
        error={error}
        onRetry={refetch}
        homePath="/people"
        homeLabel={commonStrings.goToPeople}
      />
    );
  const { person, personNotes, personHighlights } = data;
  const name = personDisplayName(person);
  const remove = async () => {
    if (await deletePerson({ id: person.id })) navigate('/people', { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 1084, mx: 'auto' }}>
      <Button component={RouterLink} to="/people" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        {peopleStrings.backToPeople}
      </Button>
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[person.email, peopleStrings.addedOn(formatDate(person.createdAt))].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
        {canEdit ? (
          <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirmDelete(true)}>
            {peopleStrings.deletePerson}
          </Button>
        ) : null}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack sx={{ gap: 3, minWidth: 0 }}>
          {canEdit ? (
            <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="person-details">
              <Typography id="person-details" variant="h6" component="h2" sx={{ mb: 2 }}>
                {peopleStrings.details}
              </Typography>
              {/* Keyed by the saved values: a merge or another member's edit refills the fields. */}
              <PersonDetailsForm key={`${person.name}|${person.email ?? ''}`} person={person} />
            </Paper>
          ) : null}
          <Paper variant="outlined" component="section" aria-labelledby="person-fields">
            <Typography id="person-fields" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              {peopleStrings.fieldsTitle}
            </Typography>
            <FieldValuesPanel target="PERSON" objectId={person.id} projectId={null} editable={canEdit} />
          </Paper>
          <PersonSegments personId={person.id} editable={canEdit} />
          <Paper variant="outlined" component="section" aria-labelledby="person-notes">
            <Typography id="person-notes" variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
              {peopleStrings.notesTitle(personNotes.length)}
            </Typography>
            {personNotes.length === 0 ? (
              <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
                {peopleStrings.noNotes}
              </Typography>
            ) : (
              <List dense aria-label={peopleStrings.notes} data-testid="person-notes">
                {personNotes.map((note) => (
                  <ListItem key={note.id} sx={{ display: 'block' }}>
                    <Link component={PeekLink} to={itemPaths.note(note)} sx={{ overflowWrap: 'anywhere' }}>
                      {note.title}
                    </Link>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {formatDate(note.createdAt)}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
        </Stack>
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="person-highlights"
          sx={{ minWidth: 0 }}
        >
          <Typography id="person-highlights" variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
            {peopleStrings.highlightsTitle(personHighlights.length)}
          </Typography>
          {personHighlights.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {peopleStrings.noHighlights}
            </Typography>
          ) : (
            <List disablePadding aria-label={peopleStrings.highlights}>
              {personHighlights.map((highlight) => (
                <ListItem
                  key={highlight.id}
                  divider
                  sx={{ display: 'block', py: 2 }}
                  data-testid="person-highlight"
                >
                  <Typography
                    sx={{
                      borderLeft: 3,
                      borderColor: highlight.tags[0]?.color ?? 'divider',
                      pl: 1.5,
                      fontStyle: 'italic',
                      mb: 1,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    “{highlight.text}”
                  </Typography>
                  <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                    <Link
                      component={PeekLink}
                      to={`${itemPaths.note({ id: highlight.noteId, title: highlight.noteTitle })}#highlight-${highlight.id}`}
                    >
                      {peopleStrings.fromNote(highlight.noteTitle)}
                    </Link>
                    {highlight.tags.map((t) => (
                      <TagChip key={t.id} title={t.title} color={t.color} />
                    ))}
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </Paper>
      </Box>
      <ConfirmDialog
        open={confirmDelete}
        title={peopleStrings.deleteTitle(1)}
        body={peopleStrings.deleteBody(name)}
        confirmLabel={peopleStrings.delete}
        busy={deleteState.loading}
        error={deleteState.error}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
    </Box>
  );
}

import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import type {
  CreatePersonMutation,
  CreatePersonMutationVariables,
  LinkPersonToNoteMutation,
  LinkPersonToNoteMutationVariables,
  UnlinkPersonFromNoteMutation,
  UnlinkPersonFromNoteMutationVariables,
} from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { isPlanRefusal } from '../../graphql/utils/isPlanRefusal';
import type { CacheUpdate } from '../../graphql/utils/graphqlRequest';
import {
  CREATE_PERSON_MUTATION,
  LINK_PERSON_MUTATION,
  NOTE_PEOPLE_QUERY,
  PEOPLE_LOOKUP_QUERY,
  UNLINK_PERSON_MUTATION,
} from '../operations';
import { peopleStrings } from '../strings';
import { personDisplayName } from '../utils/personDisplayName';
import { PeekLink } from '../../peek/components/PeekLink';
import { personPath } from '../utils/personPath';
import { linkNotePersonInCache } from '../utils/linkNotePersonInCache';
import { unlinkNotePersonInCache } from '../utils/unlinkNotePersonInCache';

/** An autocomplete option: an existing person, or the typed text to create one from. */
type Option =
  { kind: 'person'; id: string; name: string; email?: string | null } | { kind: 'create'; text: string };

const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** The server already matched the typed text; the list shows what it answered. */
const keepAll = (options: Option[]): Option[] => options;

// Each change lands in the note's cached contacts: no refetch.
const linked: CacheUpdate<LinkPersonToNoteMutation, LinkPersonToNoteMutationVariables> = (
  cache,
  data,
  vars,
) => linkNotePersonInCache(cache, String(vars.noteId), data.linkPersonToNote);
const created: CacheUpdate<CreatePersonMutation, CreatePersonMutationVariables> = (
  cache,
  data,
  { input },
) => {
  if (input.noteId != null) linkNotePersonInCache(cache, String(input.noteId), data.createPerson);
};
const unlinked: CacheUpdate<UnlinkPersonFromNoteMutation, UnlinkPersonFromNoteMutationVariables> = (
  cache,
  _data,
  vars,
) => unlinkNotePersonInCache(cache, String(vars.noteId), String(vars.personId));

/**
 * The note sidebar's Contacts tab (spec 000 §2): the people in this note, each opening their page;
 * contributors add one with an autocomplete over the workspace's people (or create a new one from
 * the typed name or e-mail address) and remove one from the note.
 */
export function NoteContactsTab({ noteId, editable }: { noteId: string; editable: boolean }) {
  const { data, error } = useGraphqlQuery(NOTE_PEOPLE_QUERY, { noteId });
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const lookup = useGraphqlQuery(PEOPLE_LOOKUP_QUERY, { query: query || null }, { skip: !editable });
  const [link, linkState] = useGraphqlMutation(LINK_PERSON_MUTATION, { update: linked });
  const [unlink, unlinkState] = useGraphqlMutation(UNLINK_PERSON_MUTATION, { update: unlinked });
  const [create, createState] = useGraphqlMutation(CREATE_PERSON_MUTATION, { update: created });
  const people = useMemo(() => data?.notePeople ?? [], [data]);

  useEffect(() => {
    // Asks the server once typing pauses, not on every key.
    const timer = window.setTimeout(() => setQuery(input.trim()), 250);
    return () => window.clearTimeout(timer);
  }, [input]);

  const options = useMemo<Option[]>(() => {
    const linked = new Set(people.map((p) => p.id));
    const found: Option[] = (lookup.data?.people.nodes ?? [])
      .filter((p) => !linked.has(p.id))
      .map((p) => ({ kind: 'person', ...p }));
    const text = input.trim();
    const exact = found.some(
      (o) =>
        o.kind === 'person' &&
        (o.name.toLowerCase() === text.toLowerCase() || o.email === text.toLowerCase()),
    );
    return text !== '' && !exact ? [...found, { kind: 'create', text }] : found;
  }, [lookup.data, people, input]);

  const choose = async (option: Option | null) => {
    if (!option) return;
    setInput('');
    if (option.kind === 'person') {
      await link({ noteId, personId: option.id });
      return;
    }
    const isEmail = EMAIL_LIKE.test(option.text);
    await create({
      input: { noteId, name: isEmail ? '' : option.text, email: isEmail ? option.text : null },
    });
  };
  const failure = linkState.error ?? unlinkState.error ?? createState.error ?? error;
  const busy = linkState.loading || createState.loading;

  return (
    <Box sx={{ p: 2 }}>
      {failure && isPlanRefusal(failure) ? (
        // A new contact on a plan without contacts: the upgrade prompt.
        <ErrorAlert error={failure} />
      ) : failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(failure)}
        </Alert>
      ) : null}
      {editable ? (
        <Autocomplete<Option, false, false, false>
          options={options}
          value={null}
          inputValue={input}
          onInputChange={(_e, value, reason) => {
            if (reason !== 'reset') setInput(value);
          }}
          onChange={(_e, option) => void choose(option)}
          filterOptions={keepAll}
          getOptionLabel={(o) => (o.kind === 'person' ? personDisplayName(o) : o.text)}
          isOptionEqualToValue={(a, b) =>
            a.kind === b.kind && (a.kind === 'person' ? a.id === (b as typeof a).id : true)
          }
          getOptionKey={(o) => (o.kind === 'person' ? o.id : `create:${o.text}`)}
          renderOption={(props, o) => {
            const { key, ...rest } = props;
            return (
              <li key={key} {...rest}>
                {o.kind === 'person' ? (
                  <ListItemText
                    primary={personDisplayName(o)}
                    secondary={o.email && o.name ? o.email : null}
                  />
                ) : (
                  <Typography color="primary">{peopleStrings.createInline(o.text)}</Typography>
                )}
              </li>
            );
          }}
          loading={lookup.loading}
          disabled={busy}
          noOptionsText={peopleStrings.addContactPlaceholder}
          renderInput={(params) => (
            <TextField
              {...params}
              label={peopleStrings.addContact}
              placeholder={peopleStrings.addContactPlaceholder}
              size="small"
            />
          )}
          sx={{ mb: 1 }}
        />
      ) : null}
      {people.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {editable ? peopleStrings.noContacts : peopleStrings.noContactsViewer}
        </Typography>
      ) : (
        <List dense aria-label={peopleStrings.contactsLabel} data-testid="note-contacts">
          {people.map((person) => {
            const name = personDisplayName(person);
            return (
              <ListItem
                key={person.id}
                disableGutters
                secondaryAction={
                  editable ? (
                    <IconButton
                      edge="end"
                      size="small"
                      aria-label={peopleStrings.removeContact(name)}
                      onClick={() => void unlink({ noteId, personId: person.id })}
                    >
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  ) : null
                }
              >
                <ListItemText
                  primary={
                    <Link
                      component={PeekLink}
                      to={personPath(person)}
                      aria-label={peopleStrings.openContact(name)}
                    >
                      {name}
                    </Link>
                  }
                  secondary={person.name && person.email ? person.email : null}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Box>
  );
}

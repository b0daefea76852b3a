import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { UPDATE_PERSON_MUTATION } from '../operations';
import { peopleStrings } from '../strings';

/**
 * A person's name and e-mail, edited in place and saved together; the server's refusal (too
 * long, invalid, e-mail taken) shows above the fields and nothing changes. Custom person fields,
 * once they exist, belong under these two.
 */
export function PersonDetailsForm({
  person,
}: {
  person: { id: string; name: string; email?: string | null };
}) {
  const [name, setName] = useState(person.name);
  const [email, setEmail] = useState(person.email ?? '');
  const [saved, setSaved] = useState(false);
  const [update, state] = useGraphqlMutation(UPDATE_PERSON_MUTATION);
  const changed = name !== person.name || email !== (person.email ?? '');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    // The answer is the person: every cached view of them shows the new values.
    if (await update({ input: { id: person.id, name, email } })) setSaved(true);
  };
  return (
    <Stack component="form" onSubmit={(e) => void submit(e)} noValidate sx={{ gap: 2 }}>
      {state.error ? <Alert severity="error">{errorMessage(state.error)}</Alert> : null}
      <TextField
        label={peopleStrings.name}
        value={name}
        onChange={(e) => {
          setSaved(false);
          setName(e.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        label={peopleStrings.email}
        type="email"
        value={email}
        onChange={(e) => {
          setSaved(false);
          setEmail(e.target.value);
        }}
        slotProps={{ htmlInput: { maxLength: 320 } }}
      />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={!changed || state.loading}>
          {peopleStrings.save}
        </Button>
        {saved && !changed ? (
          <span role="status" aria-live="polite">
            {peopleStrings.saved}
          </span>
        ) : null}
      </Stack>
    </Stack>
  );
}

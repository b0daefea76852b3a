import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { MERGE_PEOPLE_MUTATION } from '../operations';
import { peopleStrings } from '../strings';
import { distinctPersonNames } from '../utils/distinctPersonNames';
import { personDisplayName } from '../utils/personDisplayName';
import { evicts } from '../../graphql/utils/evicts';
import { PEOPLE_LIST_QUERIES } from '../utils/peopleListQueries';

// The person merged away leaves the cache; the grid and the segments' counts are read again.
const MERGED = { update: evicts('Person', 'removeId'), refetchQueries: PEOPLE_LIST_QUERIES };

interface MergeCandidate {
  id: string;
  name: string;
  email?: string | null;
  noteCount: number;
}

/**
 * Merges two people: the member picks whom to keep and reads what will happen (whose notes move,
 * which empty field is filled, who is deleted) before confirming.
 */
export function MergePeopleDialog({
  people,
  onClose,
  onMerged,
}: {
  people: [MergeCandidate, MergeCandidate] | null;
  onClose: () => void;
  onMerged: (keptName: string) => void;
}) {
  const [keepIndex, setKeepIndex] = useState(0);
  const [merge, state] = useGraphqlMutation(MERGE_PEOPLE_MUTATION, MERGED);
  if (!people) return null;
  const keep = people[keepIndex] as MergeCandidate;
  const remove = people[1 - keepIndex] as MergeCandidate;
  // Two people of the same name are told apart (by e-mail, notes or order) wherever they are named.
  const names = distinctPersonNames(people[0], people[1]);
  const close = () => {
    state.reset();
    setKeepIndex(0);
    onClose();
  };
  const confirm = async () => {
    const result = await merge({ keepId: keep.id, removeId: remove.id });
    if (!result) return;
    onMerged(personDisplayName(result.mergePeople));
    close();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{peopleStrings.mergeTitle}</DialogTitle>
      <DialogContent>
        {state.error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorMessage(state.error)}
          </Alert>
        ) : null}
        <RadioGroup
          aria-label={peopleStrings.mergeKeep}
          value={String(keepIndex)}
          onChange={(e) => setKeepIndex(Number(e.target.value))}
        >
          {people.map((person, index) => (
            <FormControlLabel
              key={person.id}
              value={String(index)}
              control={<Radio />}
              label={`${peopleStrings.mergeKeep} ${names[index]}${
                person.email && !names[index]?.includes(person.email) ? ` (${person.email})` : ''
              }`}
            />
          ))}
        </RadioGroup>
        <Typography sx={{ mt: 2 }} data-testid="merge-explanation">
          {peopleStrings.mergeExplain(
            names[keepIndex] as string,
            names[1 - keepIndex] as string,
            remove.noteCount,
          )}
        </Typography>
        {!keep.email && remove.email ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {peopleStrings.mergeFill(peopleStrings.email, remove.email)}
          </Typography>
        ) : null}
        {!keep.name && remove.name ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {peopleStrings.mergeFill(peopleStrings.name, remove.name)}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close}>{peopleStrings.cancel}</Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={state.loading}>
          {peopleStrings.mergeConfirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

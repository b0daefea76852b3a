import CancelIcon from '@mui/icons-material/Cancel';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import type { UserGroupFieldsFragment } from '../../../gql/graphql';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { MEMBERS_QUERY } from '../../settings/operations';
import { ADD_USER_GROUP_MEMBERS_MUTATION, REMOVE_USER_GROUP_MEMBERS_MUTATION } from '../operations';
import { accessStrings } from '../strings';

interface MemberOption {
  id: string;
  name: string;
  email: string;
}

/** A group's members as chips; a manager removes one with its chip and adds several at once. */
export function GroupMembers({ group, editable }: { group: UserGroupFieldsFragment; editable: boolean }) {
  const members = useGraphqlQuery(MEMBERS_QUERY, undefined, { skip: !editable });
  const [add, addState] = useGraphqlMutation(ADD_USER_GROUP_MEMBERS_MUTATION);
  const [remove, removeState] = useGraphqlMutation(REMOVE_USER_GROUP_MEMBERS_MUTATION);
  const [chosen, setChosen] = useState<MemberOption[]>([]);
  const inGroup = useMemo(() => new Set(group.members.map((m) => m.id)), [group.members]);
  const options = (members.data?.members ?? []).filter((m) => !inGroup.has(m.id));

  return (
    <>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, mt: 1, p: 0, mb: 0 }}
        component="ul"
        aria-label={group.name}
      >
        {group.members.map((member) => (
          <li key={member.id} style={{ listStyle: 'none' }}>
            <Chip
              label={member.name}
              title={member.email}
              onDelete={
                editable
                  ? () => void remove({ input: { groupId: group.id, memberIds: [member.id] } })
                  : undefined
              }
              // The remove icon's own name says whom it removes from which group.
              deleteIcon={<CancelIcon titleAccess={accessStrings.removeMember(member.name, group.name)} />}
            />
          </li>
        ))}
      </Stack>
      {editable ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, alignItems: { sm: 'center' } }}>
          <Autocomplete
            multiple
            size="small"
            options={options}
            value={chosen}
            onChange={(_event, value) => setChosen(value)}
            getOptionLabel={(option) => `${option.name} <${option.email}>`}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterSelectedOptions
            sx={{ flexGrow: 1, minWidth: 240 }}
            renderInput={(params) => (
              <TextField {...params} label={accessStrings.addMembersLabel(group.name)} />
            )}
          />
          <Button
            variant="outlined"
            disabled={chosen.length === 0 || addState.loading}
            onClick={async () => {
              if (await add({ input: { groupId: group.id, memberIds: chosen.map((m) => m.id) } }))
                setChosen([]);
            }}
          >
            {accessStrings.add}
          </Button>
        </Stack>
      ) : null}
      <ErrorAlert error={addState.error ?? removeState.error} />
    </>
  );
}

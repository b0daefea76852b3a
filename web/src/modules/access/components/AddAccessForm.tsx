import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import type { AccessSubjectKind, Permission, ProjectAccessFieldsFragment } from '../../../gql/graphql';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ACCESS_CANDIDATES_QUERY } from '../operations';
import { accessStrings } from '../strings';

interface Candidate {
  kind: AccessSubjectKind;
  id: string;
  label: string;
}

/** Picks a member or a group without an entry yet and gives them a permission. */
export function AddAccessForm({
  existing,
  busy,
  onAdd,
}: {
  existing: ProjectAccessFieldsFragment['entries'];
  busy: boolean;
  onAdd: (kind: AccessSubjectKind, id: string, permission: Permission) => Promise<void>;
}) {
  const { data } = useGraphqlQuery(ACCESS_CANDIDATES_QUERY);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [permission, setPermission] = useState<Permission>('WRITE');
  const options = useMemo<Candidate[]>(() => {
    const taken = new Set(existing.map((e) => `${e.subjectKind}:${e.subjectId}`));
    const groups = (data?.userGroups ?? []).map((g) => ({
      kind: 'GROUP' as const,
      id: g.id,
      label: accessStrings.groupOption(g.name, g.memberCount),
    }));
    const members = (data?.members ?? []).map((m) => ({
      kind: 'USER' as const,
      id: m.id,
      label: `${m.name} <${m.email}>`,
    }));
    return [...groups, ...members].filter((c) => !taken.has(`${c.kind}:${c.id}`));
  }, [data, existing]);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mb: 2, alignItems: { sm: 'center' } }}>
      <Autocomplete
        size="small"
        options={options}
        value={chosen}
        onChange={(_event, value) => setChosen(value)}
        getOptionLabel={(option) => option.label}
        isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
        sx={{ flexGrow: 1, minWidth: 240 }}
        renderInput={(params) => <TextField {...params} label={accessStrings.addPeople} />}
      />
      <FormControl size="small" sx={{ minWidth: 150 }}>
        <Select
          value={permission}
          onChange={(event) => setPermission(event.target.value as Permission)}
          inputProps={{ 'aria-label': accessStrings.accessToGive }}
        >
          {(['READ', 'WRITE', 'FULL'] as const).map((p) => (
            <MenuItem key={p} value={p}>
              {accessStrings.permissions[p]}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button
        variant="contained"
        disabled={!chosen || busy}
        onClick={async () => {
          if (!chosen) return;
          await onAdd(chosen.kind, chosen.id, permission);
          setChosen(null);
        }}
      >
        {accessStrings.add}
      </Button>
    </Stack>
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { MemberAvatar } from '../../common/components/MemberAvatar';
import type { MemberOption } from '../../search/hooks/useSearchFilterOptions';
import { projectViewStrings as strings } from '../strings';

/** The first letter of a name (or address) for an avatar. */
/**
 * Which workspace members a board grouped by a PERSON field shows as columns, in the order chosen
 * (spec 000 §3 group PERSON options). None chosen: everyone who has cards. Cards of anyone not
 * chosen stay visible in the board's "No one" column.
 */
export function PersonColumnsPicker({
  memberIds,
  members,
  disabled,
  onChange,
}: {
  memberIds: string[];
  members: MemberOption[];
  disabled: boolean;
  onChange: (memberIds: string[]) => void;
}) {
  const byId = useMemo(() => new Map(members.map((m) => [m.id.toLowerCase(), m])), [members]);
  // A member since removed from the workspace keeps their column until someone takes it out.
  const value = memberIds.map(
    (id) => byId.get(id.toLowerCase()) ?? { id, name: strings.unknownMember, email: '' },
  );
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={members}
      value={value}
      onChange={(_event, chosen) => onChange(chosen.map((m) => m.id))}
      getOptionLabel={(m) => strings.memberOption(m.name, m.email)}
      isOptionEqualToValue={(a, b) => a.id.toLowerCase() === b.id.toLowerCase()}
      filterSelectedOptions
      sx={{ minWidth: 260, maxWidth: 560, flexGrow: 1 }}
      renderOption={({ key, ...props }, m) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <MemberAvatar id={m.id} name={m.name || m.email} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" noWrap>
              {m.name || m.email}
            </Typography>
            {m.name ? (
              <Typography variant="caption" color="text.secondary" noWrap component="div">
                {m.email}
              </Typography>
            ) : null}
          </Box>
        </Box>
      )}
      renderValue={(chosen, getItemProps) =>
        chosen.map((m, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              size="small"
              avatar={<MemberAvatar id={m.id} name={m.name || m.email} size={18} />}
              label={m.name || m.email}
              {...itemProps}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={strings.personColumnsLabel}
          placeholder={memberIds.length === 0 ? strings.personColumnsEmpty : undefined}
          helperText={strings.personColumnsHelp}
        />
      )}
    />
  );
}

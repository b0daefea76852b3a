import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { AccessRequestFieldsFragment, Permission } from '../../../gql/graphql';
import { formatDate } from '../../common/utils/formatDate';
import { accessStrings } from '../strings';

const PERMISSIONS: Permission[] = ['READ', 'WRITE', 'FULL'];

/**
 * One pending access request on a project's access page: who, what they asked for and why, the
 * access to give (the one asked for unless changed) and Approve or Deny. Its element id is the
 * `#access-request-{id}` an inbox notification links to.
 */
export function AccessRequestItem({
  request,
  busy,
  highlighted,
  onApprove,
  onDeny,
}: {
  request: AccessRequestFieldsFragment;
  busy: boolean;
  highlighted: boolean;
  onApprove: (permission: Permission) => void;
  onDeny: () => void;
}) {
  const [permission, setPermission] = useState<Permission>(request.permission);
  const name = request.requester.name;

  return (
    <ListItem
      id={`access-request-${request.id}`}
      data-testid="access-request"
      divider
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'flex-start',
        bgcolor: highlighted ? 'action.selected' : undefined,
      }}
    >
      <ListItemIcon sx={{ minWidth: 40, mt: 1 }}>
        <PersonAddIcon />
      </ListItemIcon>
      <ListItemText
        sx={{ minWidth: 200, flex: '1 1 240px' }}
        primary={name}
        secondary={
          <>
            <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {request.requester.email}
            </Box>
            <Box component="span" sx={{ display: 'block' }}>
              {accessStrings.askedFor(accessStrings.permissions[request.permission])} ·{' '}
              {accessStrings.expiresOn(formatDate(request.expiresAt))}
            </Box>
            {request.message ? (
              <Box
                component="span"
                sx={{
                  display: 'block',
                  fontStyle: 'italic',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                }}
              >
                “{request.message}”
              </Box>
            ) : null}
          </>
        }
      />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FormControl size="small" sx={{ minWidth: 150 }} disabled={busy}>
          <Select
            value={permission}
            inputProps={{ 'aria-label': accessStrings.permissionToGive(name) }}
            onChange={(event) => setPermission(event.target.value as Permission)}
          >
            {PERMISSIONS.map((value) => (
              <MenuItem key={value} value={value}>
                {accessStrings.permissions[value]}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant="contained"
          disabled={busy}
          aria-label={accessStrings.approveLabel(name)}
          onClick={() => onApprove(permission)}
        >
          {accessStrings.approve}
        </Button>
        <Button disabled={busy} aria-label={accessStrings.denyLabel(name)} onClick={onDeny}>
          {accessStrings.deny}
        </Button>
      </Stack>
    </ListItem>
  );
}

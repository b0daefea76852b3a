import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AccessRequestFieldsFragment, Permission } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { ACCESS_REQUEST_MESSAGE_MAX } from '../constants';
import { REQUEST_PROJECT_ACCESS_MUTATION } from '../operations';
import { accessStrings } from '../strings';

const PERMISSIONS: Permission[] = ['READ', 'WRITE', 'FULL'];

/**
 * The access request form of a private project (spec 000 §6, §9): the access wanted and an
 * optional message of at most 1000 characters, with its counter. Starts from the pending request.
 */
export function RequestAccessForm({
  projectId,
  pending,
  onSent,
}: {
  projectId: string;
  pending: AccessRequestFieldsFragment | null;
  onSent: (request: AccessRequestFieldsFragment) => void;
}) {
  const [permission, setPermission] = useState<Permission>(pending?.permission ?? 'READ');
  const [message, setMessage] = useState(pending?.message ?? '');
  const [send, state] = useGraphqlMutation(REQUEST_PROJECT_ACCESS_MUTATION);

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={accessStrings.requestAccess}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = await send({ input: { projectId, permission, message } });
        if (data) onSent(data.requestProjectAccess);
      }}
    >
      <FormControl>
        <FormLabel id="request-access-permission">{accessStrings.accessWanted}</FormLabel>
        <RadioGroup
          aria-labelledby="request-access-permission"
          value={permission}
          onChange={(event) => setPermission(event.target.value as Permission)}
        >
          {PERMISSIONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={accessStrings.requestPermissions[value]}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        label={accessStrings.message}
        placeholder={accessStrings.messagePlaceholder}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        helperText={accessStrings.messageCounter(message.length, ACCESS_REQUEST_MESSAGE_MAX)}
        slotProps={{
          htmlInput: { maxLength: ACCESS_REQUEST_MESSAGE_MAX },
          formHelperText: { sx: { textAlign: 'right' }, 'aria-live': 'polite' },
        }}
      />
      <ErrorAlert error={state.error} />
      <div>
        <Button type="submit" variant="contained" disabled={state.loading}>
          {state.loading
            ? accessStrings.requesting
            : pending
              ? accessStrings.updateRequest
              : accessStrings.requestAccess}
        </Button>
      </div>
    </Stack>
  );
}

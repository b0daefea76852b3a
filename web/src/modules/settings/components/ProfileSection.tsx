import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { Account } from '../../auth/types/Viewer';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { UPDATE_ACCOUNT_MUTATION } from '../operations';
import { settingsStrings } from '../strings';
import { SettingsSection } from './SettingsSection';

/** Spec 000 §9: team user name up to 100 characters. */
const NAME_MAX = 100;

/** Your name, as members see it beside your work. */
export function ProfileSection({
  account,
  onSaved,
}: {
  account: Account;
  onSaved: (message: string) => void;
}) {
  const [name, setName] = useState(account.name);
  const [save, { loading, error }] = useGraphqlMutation(UPDATE_ACCOUNT_MUTATION);
  const changed = name.trim() !== account.name;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await save({ input: { name } })) onSaved(settingsStrings.nameSaved);
  };

  return (
    <SettingsSection
      id="profile-title"
      title={settingsStrings.profile}
      subtitle={settingsStrings.profileSubtitle}
    >
      <Stack component="form" onSubmit={(e) => void submit(e)} spacing={2} sx={{ maxWidth: 480 }}>
        {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
        <TextField
          label={settingsStrings.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
          helperText={`${name.length}/${NAME_MAX}`}
          required
        />
        <div>
          <Button type="submit" variant="contained" disabled={!changed || loading}>
            {loading ? settingsStrings.saving : settingsStrings.save}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}

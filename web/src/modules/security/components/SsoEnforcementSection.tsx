import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { WorkspaceSecurityFieldsFragment } from '../../../gql/graphql';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { MEMBERS_QUERY } from '../../settings/operations';
import { SAVE_SSO_ENFORCEMENT_MUTATION } from '../operations';
import { securityStrings } from '../strings';
import { securityInCache } from '../utils/securityInCache';

interface ManagerOption {
  id: string;
  label: string;
}

/** Require SSO (after a successful test sign-in), with the named break-glass managers. */
export function SsoEnforcementSection({ security }: { security: WorkspaceSecurityFieldsFragment }) {
  const members = useGraphqlQuery(MEMBERS_QUERY);
  const [save, state] = useGraphqlMutation(SAVE_SSO_ENFORCEMENT_MUTATION, {
    update: (cache, data) => securityInCache(cache, data.saveSsoEnforcement),
  });
  const [enforced, setEnforced] = useState(security.ssoEnforced);
  const [breakGlass, setBreakGlass] = useState<string[]>(security.breakGlassManagers.map((m) => m.accountId));
  const [saved, setSaved] = useState(false);
  const managers: ManagerOption[] = useMemo(
    () =>
      (members.data?.members ?? [])
        .filter((m) => m.role === 'MANAGER')
        .map((m) => ({ id: m.id, label: `${m.name} (${m.email})` })),
    [members.data],
  );
  const chosen = managers.filter((m) => breakGlass.includes(m.id));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({ input: { ssoEnforced: enforced, breakGlassAccountIds: breakGlass } });
    if (result) setSaved(true);
  };

  return (
    <SettingsSection
      id="sso-enforcement"
      title={securityStrings.enforcementTitle}
      subtitle={securityStrings.enforcementSubtitle}
    >
      {!security.ssoReadyToEnforce && !security.ssoEnforced ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {securityStrings.notReady}{' '}
          <Link component={RouterLink} to="/settings/authentication">
            {securityStrings.notReadyLink}
          </Link>
        </Alert>
      ) : null}
      {security.ssoEnforced ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="sso-enforced-notice">
          {securityStrings.enforcedNow}
        </Alert>
      ) : null}
      <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 560 }}>
        <FormControlLabel
          control={
            <Switch
              checked={enforced}
              onChange={(e) => setEnforced(e.target.checked)}
              disabled={!security.ssoReadyToEnforce && !security.ssoEnforced}
            />
          }
          label={securityStrings.enforce}
        />
        <Autocomplete
          multiple
          options={managers}
          value={chosen}
          loading={members.loading}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_e, value) => setBreakGlass(value.map((v) => v.id))}
          renderInput={(params) => (
            <TextField
              {...params}
              label={securityStrings.breakGlassLabel}
              helperText={securityStrings.breakGlassHelp}
            />
          )}
        />
        <ErrorNotice error={state.error ?? members.error} />
        {saved ? <Alert severity="success">{securityStrings.enforcementSaved}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={state.loading}>
            {securityStrings.saveEnforcement}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}

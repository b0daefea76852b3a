import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { WorkspaceSecurityFieldsFragment } from '../../../gql/graphql';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { SAVE_SESSION_LIFETIMES_MUTATION } from '../operations';
import { securityStrings } from '../strings';
import { securityInCache } from '../utils/securityInCache';
import { minutesTextToSeconds, secondsToMinutesText } from '../utils/minutesField';

/** Idle and absolute session lifetimes (spec 001 §3 organisation metadata), typed in minutes. */
export function SessionLifetimesSection({ security }: { security: WorkspaceSecurityFieldsFragment }) {
  const [save, state] = useGraphqlMutation(SAVE_SESSION_LIFETIMES_MUTATION, {
    update: (cache, data) => securityInCache(cache, data.saveSessionLifetimes),
  });
  const [idle, setIdle] = useState(secondsToMinutesText(security.idleLifetime ?? null));
  const [absolute, setAbsolute] = useState(secondsToMinutesText(security.absoluteLifetime ?? null));
  const [saved, setSaved] = useState(false);
  const idleSeconds = minutesTextToSeconds(idle);
  const absoluteSeconds = minutesTextToSeconds(absolute);
  const invalid = Number.isNaN(idleSeconds) || Number.isNaN(absoluteSeconds);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (invalid) return;
    const result = await save({ input: { idleLifetime: idleSeconds, absoluteLifetime: absoluteSeconds } });
    if (result) setSaved(true);
  };

  return (
    <SettingsSection
      id="session-lifetimes"
      title={securityStrings.lifetimesTitle}
      subtitle={securityStrings.lifetimesSubtitle}
    >
      <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 560 }}>
        <TextField
          label={securityStrings.idleLifetime}
          value={idle}
          onChange={(e) => setIdle(e.target.value)}
          placeholder={securityStrings.noLimit}
          error={Number.isNaN(idleSeconds)}
          helperText={Number.isNaN(idleSeconds) ? securityStrings.notAWholeNumber : securityStrings.idleHelp}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'idle-lifetime' } }}
        />
        <TextField
          label={securityStrings.absoluteLifetime}
          value={absolute}
          onChange={(e) => setAbsolute(e.target.value)}
          placeholder={securityStrings.noLimit}
          error={Number.isNaN(absoluteSeconds)}
          helperText={
            Number.isNaN(absoluteSeconds) ? securityStrings.notAWholeNumber : securityStrings.absoluteHelp
          }
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'absolute-lifetime' } }}
        />
        <ErrorNotice error={state.error} />
        {saved ? <Alert severity="success">{securityStrings.lifetimesSaved}</Alert> : null}
        <div>
          <Button type="submit" variant="contained" disabled={state.loading || invalid}>
            {securityStrings.saveLifetimes}
          </Button>
        </div>
      </Stack>
    </SettingsSection>
  );
}

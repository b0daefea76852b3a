import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { OnboardingFieldsFragment } from '../../../gql/graphql';
import { ErrorNotice } from '../../common/components/ErrorNotice';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ONBOARDING_QUERY, SAVE_ONBOARDING_MUTATION } from '../operations';
import { onboardingStrings as strings } from '../strings';
import { JOB_ROLES, ORGANISATION_SIZES } from '../utils/choices';
import { OnboardingFrame } from './OnboardingFrame';

/** Spec 000 §2 /onboarding/setup-workspace: the organisation's size and the member's role. */
export function SetupWorkspacePage() {
  const { data } = useGraphqlQuery(ONBOARDING_QUERY, {});
  if (!data) return <LoadingState />;
  return <SetupForm initial={data.onboarding} />;
}

function SetupForm({ initial }: { initial: OnboardingFieldsFragment }) {
  const navigate = useNavigate();
  const [orgSize, setOrgSize] = useState(initial.orgSize ?? '');
  const [jobRole, setJobRole] = useState<string>(initial.jobRole ?? '');
  const [save, { loading, error }] = useGraphqlMutation(SAVE_ONBOARDING_MUTATION);
  const submit = async () => {
    const result = await save({
      input: {
        useCases: initial.useCases,
        orgSize: orgSize || null,
        jobRole: JOB_ROLES.find((role) => role === jobRole) ?? null,
      },
    });
    if (result) void navigate('/onboarding/project-setup');
  };
  return (
    <OnboardingFrame step={0} title={strings.setupTitle} subtitle={strings.setupSubtitle}>
      <Stack spacing={3}>
        <FormControl>
          <FormLabel id="org-size-label" sx={{ mb: 1 }}>
            {strings.orgSizeLabel}
          </FormLabel>
          <ToggleButtonGroup
            aria-labelledby="org-size-label"
            exclusive
            value={orgSize}
            onChange={(_event, value: string | null) => setOrgSize(value ?? '')}
            sx={{
              flexWrap: 'wrap',
              gap: 1,
              '& .MuiToggleButton-root': { borderRadius: 1, border: 1, borderColor: 'divider' },
            }}
          >
            {ORGANISATION_SIZES.map((size) => (
              <ToggleButton key={size} value={size} sx={{ px: 2, textTransform: 'none' }}>
                {strings.orgSizes[size]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </FormControl>
        <TextField
          select
          label={strings.jobRoleLabel}
          value={jobRole}
          onChange={(event) => setJobRole(event.target.value)}
        >
          {JOB_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {strings.jobRoles[role]}
            </MenuItem>
          ))}
        </TextField>
        {error ? <ErrorNotice error={error} /> : null}
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate('/onboarding/project-setup')}>{strings.skip}</Button>
          <Button variant="contained" disabled={loading} onClick={() => void submit()}>
            {loading ? strings.saving : strings.continue}
          </Button>
        </Stack>
      </Stack>
    </OnboardingFrame>
  );
}

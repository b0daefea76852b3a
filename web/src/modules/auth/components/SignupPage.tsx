import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useOpenWorkspace } from '../hooks/useOpenWorkspace';
import { useServedRegions } from '../hooks/useServedRegions';
import { CREATE_WORKSPACE_MUTATION, SIGN_UP_MUTATION } from '../operations';
import { authStrings } from '../strings';
import type { Region } from '../types/Viewer';
import { ConfirmEmailForm } from './ConfirmEmailForm';
import { NewPasswordField } from './NewPasswordField';
import { LocalMailboxHint } from '../../common/components/LocalMailboxHint';

const TEAM_NAME_MAX = 200;
const USER_NAME_MAX = 100;

/**
 * /auth/signup: the account (signUp), the mailed code (confirmEmail; then the invitations open to the
 * address are shown on the root page), or its first workspace (createWorkspace), then off to its address.
 */
export function SignupPage({ startAt }: { startAt?: 'workspace' } = {}) {
  const [params] = useSearchParams();
  const [step, setStep] = useState<'account' | 'confirm' | 'workspace'>(
    startAt === 'workspace' || params.get('step') === 'workspace' ? 'workspace' : 'account',
  );
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [workspaceName, setWorkspaceName] = useState('');
  const [subdomain, setSubdomain] = useState('');
  const served = useServedRegions();
  // Null until the member picks one: the deployment's default region then.
  const [pickedRegion, setRegion] = useState<Region | null>(null);
  const region = pickedRegion ?? served.defaultRegion;
  const [signUp, signUpState] = useGraphqlMutation(SIGN_UP_MUTATION);
  const [createWorkspace, createState] = useGraphqlMutation(CREATE_WORKSPACE_MUTATION);
  const [openWorkspace] = useOpenWorkspace();
  const navigate = useNavigate();

  const submitAccount = async (event: FormEvent) => {
    event.preventDefault();
    const result = await signUp({ input: { name: name.trim(), email: email.trim(), password } });
    if (result) setStep('confirm');
  };

  const submitWorkspace = async (event: FormEvent) => {
    event.preventDefault();
    const sub = subdomain.trim().toLowerCase();
    const result = await createWorkspace({
      input: { name: workspaceName.trim(), region, ...(sub ? { subdomain: sub } : {}) },
    });
    // Spec 000 §2: onboarding follows creating a workspace.
    if (result) await openWorkspace(result.createWorkspace, '/onboarding');
  };

  if (step === 'confirm') {
    return (
      <CenteredCard title={authStrings.confirmTitle} subtitle={authStrings.confirmSubtitle(email.trim())}>
        <Stack spacing={2}>
          <LocalMailboxHint email={email.trim()} />
          <ConfirmEmailForm
            onConfirmed={() => navigate('/auth/login')}
            onLater={() => setStep('workspace')}
          />
        </Stack>
      </CenteredCard>
    );
  }

  if (step === 'workspace') {
    return (
      <CenteredCard title={authStrings.workspaceTitle} subtitle={authStrings.workspaceSubtitle}>
        <form onSubmit={(event) => void submitWorkspace(event)} noValidate>
          <Stack spacing={2}>
            {createState.error ? <Alert severity="error">{errorMessage(createState.error)}</Alert> : null}
            <TextField
              label={authStrings.workspaceName}
              value={workspaceName}
              onChange={(event) => setWorkspaceName(event.target.value)}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: TEAM_NAME_MAX } }}
            />
            <TextField
              label={authStrings.subdomain}
              value={subdomain}
              onChange={(event) => setSubdomain(event.target.value)}
              helperText={authStrings.subdomainHint}
              fullWidth
            />
            <TextField
              select
              label={authStrings.region}
              value={region}
              onChange={(event) => setRegion(event.target.value as Region)}
              helperText={served.shareADatabase ? authStrings.regionSharedHint : authStrings.regionHint}
              fullWidth
            >
              {served.regions.map((value) => (
                <MenuItem key={value} value={value}>
                  {authStrings.regions[value]}
                </MenuItem>
              ))}
            </TextField>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={createState.loading || !workspaceName.trim()}
            >
              {createState.loading ? authStrings.creatingWorkspace : authStrings.createWorkspace}
            </Button>
          </Stack>
        </form>
      </CenteredCard>
    );
  }

  return (
    <CenteredCard title={authStrings.signUpTitle} subtitle={authStrings.signUpSubtitle}>
      <form onSubmit={(event) => void submitAccount(event)} noValidate>
        <Stack spacing={2}>
          {signUpState.error ? <Alert severity="error">{errorMessage(signUpState.error)}</Alert> : null}
          <TextField
            label={authStrings.name}
            autoComplete="name"
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { maxLength: USER_NAME_MAX } }}
          />
          <TextField
            label={authStrings.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
            fullWidth
          />
          <NewPasswordField value={password} onChange={setPassword} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={signUpState.loading || !name.trim() || !email.trim() || !password}
          >
            {signUpState.loading ? authStrings.creatingAccount : authStrings.continue}
          </Button>
          <Link component={RouterLink} to="/auth/login" variant="body2">
            {authStrings.haveAccountLink}
          </Link>
        </Stack>
      </form>
    </CenteredCard>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CenteredCard } from '../../common/components/CenteredCard';
import { LoadingState } from '../../common/components/LoadingState';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useTeamEnvironment } from '../hooks/useTeamEnvironment';
import { useViewer } from '../hooks/useViewer';
import { ACCEPT_INVITE_MUTATION } from '../operations';
import { authStrings } from '../strings';
import { NewPasswordField } from './NewPasswordField';

/** /auth/accept-invite?token=…: join as the signed-in account, or create an account with name and password. */
export function AcceptInvitePage({ subdomain }: { subdomain: string }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { viewer } = useViewer();
  const team = useTeamEnvironment(subdomain);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [accept, { loading, error }] = useGraphqlMutation(ACCEPT_INVITE_MUTATION);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = viewer ? { token } : { token, name: name.trim(), password };
    const result = await accept({ input });
    if (result) window.location.assign('/home');
  };

  if (team.loading) return <LoadingState />;
  const workspaceName = team.name ?? subdomain;
  const back = `/auth/accept-invite?token=${encodeURIComponent(token)}`;

  return (
    <CenteredCard title={authStrings.inviteTitle} subtitle={authStrings.inviteSubtitle(workspaceName)}>
      {!token ? (
        <Alert severity="warning">{authStrings.inviteMissingToken}</Alert>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack spacing={2}>
            {error ? <Alert severity="error">{errorMessage(error)}</Alert> : null}
            {viewer ? (
              <Typography>{authStrings.inviteSignedIn(viewer.account.name, viewer.account.email)}</Typography>
            ) : (
              <>
                <Typography color="text.secondary">{authStrings.inviteNewAccount}</Typography>
                <TextField
                  label={authStrings.name}
                  autoComplete="name"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 100 } }}
                />
                <NewPasswordField value={password} onChange={setPassword} />
              </>
            )}
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={loading || (!viewer && (!name.trim() || !password))}
            >
              {loading
                ? authStrings.accepting
                : viewer
                  ? authStrings.acceptInvite
                  : authStrings.createAccountAndJoin}
            </Button>
            {!viewer ? (
              <Link
                component={RouterLink}
                to={`/auth/login?redirect=${encodeURIComponent(back)}`}
                variant="body2"
              >
                {authStrings.haveAccountLink}
              </Link>
            ) : null}
          </Stack>
        </form>
      )}
    </CenteredCard>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useOpenWorkspace } from '../hooks/useOpenWorkspace';
import { JOIN_WORKSPACE_MUTATION } from '../operations';
import { authStrings } from '../strings';
import type { Account, AvailableTeam } from '../types/Viewer';

/**
 * Invitations and workspaces open to the account's domain, each with Join. Before the address is
 * confirmed the server lists none, and this says how to confirm instead.
 */
export function AvailableWorkspaces({ account, teams }: { account: Account; teams: AvailableTeam[] }) {
  const [join, joinState] = useGraphqlMutation(JOIN_WORKSPACE_MUTATION);
  const [openWorkspace, opening] = useOpenWorkspace();

  if (!account.emailConfirmedAt) {
    return (
      <Alert
        severity="info"
        sx={{ mt: 3 }}
        action={
          <Button
            color="inherit"
            size="small"
            component={RouterLink}
            to="/auth/confirm-email"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {authStrings.confirmNow}
          </Button>
        }
      >
        {authStrings.confirmToSeeInvites}
      </Alert>
    );
  }
  if (teams.length === 0) return null;
  const joinAndOpen = async (team: AvailableTeam) => {
    const joined = await join({ teamId: team.workspace.id });
    if (joined) await openWorkspace(joined.joinWorkspace);
  };
  return (
    <>
      <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
        {authStrings.availableTitle}
      </Typography>
      {joinState.error ? <Alert severity="error">{errorMessage(joinState.error)}</Alert> : null}
      <List
        aria-label={authStrings.availableTitle}
        sx={{ border: 1, borderColor: 'divider', borderRadius: 1, py: 0 }}
      >
        {teams.map((team) => (
          <ListItem
            key={team.workspace.id}
            divider
            secondaryAction={
              <Button onClick={() => void joinAndOpen(team)} disabled={joinState.loading || opening}>
                {authStrings.join}
              </Button>
            }
          >
            <ListItemText
              primary={team.workspace.name}
              secondary={
                team.type === 'INVITE' && team.invitedBy
                  ? authStrings.invitedBy(team.invitedBy)
                  : authStrings.openToDomain
              }
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

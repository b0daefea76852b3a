import ComputerIcon from '@mui/icons-material/Computer';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { formatDate } from '../../common/utils/formatDate';
import { formatDateTime } from '../../common/utils/formatDateTime';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { END_OTHER_SESSIONS_MUTATION, END_SESSION_MUTATION, MY_SESSIONS_QUERY } from '../operations';
import { settingsStrings } from '../strings';
import { deviceSummary } from '../utils/deviceSummary';
import { SettingsSection } from './SettingsSection';

/** Your browser sessions: which browser, from where, when last used; sign out one or all others. */
export function SessionsSection({ onChanged }: { onChanged: (message: string) => void }) {
  const { data, error, loading, refetch } = useGraphqlQuery(MY_SESSIONS_QUERY);
  const [endOne, endingOne] = useGraphqlMutation(END_SESSION_MUTATION);
  const [endOthers, endingOthers] = useGraphqlMutation(END_OTHER_SESSIONS_MUTATION);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((session) => !session.current);

  const signOut = async (id: string) => {
    if (await endOne({ id })) onChanged(settingsStrings.sessionEnded);
    await refetch();
  };
  const signOutOthers = async () => {
    const result = await endOthers({});
    if (result) onChanged(settingsStrings.otherSessionsEnded(result.endOtherSessions));
    await refetch();
  };

  return (
    <SettingsSection
      id="sessions-title"
      title={settingsStrings.sessionsTitle}
      subtitle={settingsStrings.sessionsSubtitle}
    >
      {loading && !data ? <LoadingState /> : null}
      <ErrorAlert error={error ?? endingOne.error ?? endingOthers.error} onRetry={refetch} />
      {data ? (
        <>
          <List disablePadding aria-label={settingsStrings.sessionsTitle}>
            {sessions.map((session, index) => (
              <ListItem
                key={session.id}
                divider={index < sessions.length - 1}
                secondaryAction={
                  session.current ? (
                    <Chip label={settingsStrings.thisSession} color="primary" size="small" />
                  ) : (
                    <Button
                      color="error"
                      disabled={endingOne.loading}
                      onClick={() => void signOut(session.id)}
                    >
                      {settingsStrings.signOutSession}
                    </Button>
                  )
                }
              >
                <ListItemIcon>
                  <ComputerIcon />
                </ListItemIcon>
                <ListItemText
                  primary={deviceSummary(session.userAgent) ?? settingsStrings.unknownDevice}
                  secondary={settingsStrings.sessionDetails(
                    formatDate(session.createdAt),
                    formatDateTime(session.lastUsedAt ?? session.createdAt),
                    session.ip ?? null,
                  )}
                />
              </ListItem>
            ))}
          </List>
          {others.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {settingsStrings.noOtherSessions}
            </Typography>
          ) : (
            <Button
              variant="outlined"
              color="error"
              sx={{ mt: 2 }}
              disabled={endingOthers.loading}
              onClick={() => void signOutOthers()}
            >
              {endingOthers.loading ? settingsStrings.signingOut : settingsStrings.signOutOthers}
            </Button>
          )}
        </>
      ) : null}
    </SettingsSection>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { ONBOARDING_QUERY } from '../operations';
import { onboardingStrings as strings } from '../strings';
import { OnboardingFrame } from './OnboardingFrame';

/**
 * Spec 000 §2 /onboarding/getting-started: the checklist, each step read from the member's own work
 * (asked again whenever the page opens), In progress until every step is done, then Completed.
 */
export function GettingStartedPage() {
  const { data, error, refetch } = useGraphqlQuery(ONBOARDING_QUERY, {}, { fresh: true });
  if (error) return <ErrorAlert error={error} onRetry={refetch} />;
  if (!data) return <LoadingState />;
  const { checklist, checklistState } = data.onboarding;
  const done = checklist.filter((step) => step.done).length;
  return (
    <OnboardingFrame step={2} title={strings.gettingStartedTitle} subtitle={strings.gettingStartedSubtitle}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <Chip
          data-testid="checklist-state"
          label={strings.state[checklistState]}
          color={checklistState === 'COMPLETED' ? 'success' : 'primary'}
          variant={checklistState === 'COMPLETED' ? 'filled' : 'outlined'}
        />
        <Typography variant="body2" color="text.secondary">
          {strings.progress(done, checklist.length)}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={(done / checklist.length) * 100}
        aria-label={strings.progress(done, checklist.length)}
        sx={{ mb: 2 }}
      />
      {checklistState === 'COMPLETED' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          <AlertTitle>{strings.completedTitle}</AlertTitle>
          {strings.completedBody}
        </Alert>
      ) : null}
      <List aria-label={strings.gettingStartedTitle} data-testid="checklist">
        {checklist.map((step) => {
          const text = strings.checklist[step.item]!;
          return (
            <ListItem key={step.item} divider data-done={step.done} sx={{ gap: 1 }}>
              <ListItemIcon>
                {step.done ? (
                  <CheckCircleIcon color="success" titleAccess={strings.done} />
                ) : (
                  <RadioButtonUncheckedIcon color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText primary={text.title} secondary={text.hint} sx={{ minWidth: 0 }} />
              {step.done ? null : (
                <Button component={RouterLink} to={text.to} size="small" sx={{ flexShrink: 0 }}>
                  {text.action}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant={checklistState === 'COMPLETED' ? 'contained' : 'text'}
          component={RouterLink}
          to="/home"
        >
          {strings.goHome}
        </Button>
      </Stack>
    </OnboardingFrame>
  );
}

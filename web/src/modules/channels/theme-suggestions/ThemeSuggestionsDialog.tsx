import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';
import type { ChannelClusterAmount } from '../../../gql/graphql';
import { errorMessage } from '../../graphql/utils/errorMessage';
import { suggestionStrings as strings } from './strings';
import { SuggestionCard } from './SuggestionCard';
import { useThemeSuggestions } from './useThemeSuggestions';

const AMOUNTS: readonly ChannelClusterAmount[] = ['LEAST', 'LESS', 'STANDARD', 'MORE', 'MOST'];

/**
 * "Suggest themes" for a channel: its data points grouped by meaning (asked of the server each time
 * the dialog opens or a choice changes, and kept while the member works through them), each group a
 * card to turn into a theme. Nothing is written until a member creates one.
 */
export function ThemeSuggestionsDialog({
  open,
  channelId,
  onClose,
}: {
  open: boolean;
  channelId: string;
  onClose: () => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [amount, setAmount] = useState<ChannelClusterAmount>('STANDARD');
  const [unthemedOnly, setUnthemedOnly] = useState(true);
  const { answer, error, retry } = useThemeSuggestions(open, channelId, amount, unthemedOnly);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="suggestions-title"
    >
      <DialogTitle id="suggestions-title">{strings.heading}</DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {strings.intro}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2, alignItems: { sm: 'center' } }}>
          <TextField
            select
            size="small"
            label={strings.amountLabel}
            value={amount}
            onChange={(event) => setAmount(event.target.value as ChannelClusterAmount)}
            sx={{ minWidth: 180 }}
          >
            {AMOUNTS.map((value) => (
              <MenuItem key={value} value={value}>
                {strings.amounts[value]}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox checked={unthemedOnly} onChange={(event) => setUnthemedOnly(event.target.checked)} />
            }
            label={strings.unthemedOnly}
          />
        </Stack>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {strings.retry}
              </Button>
            }
          >
            {errorMessage(error)}
          </Alert>
        ) : !answer ? (
          <Stack
            direction="row"
            sx={{ gap: 1.5, alignItems: 'center', py: 4, justifyContent: 'center' }}
            role="status"
          >
            <CircularProgress size={20} />
            <Typography color="text.secondary">{strings.loading}</Typography>
          </Stack>
        ) : answer.suggestions.length === 0 ? (
          <Alert severity="info">{strings.none(answer.considered)}</Alert>
        ) : (
          <Stack sx={{ gap: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {strings.considered(answer.considered, answer.model)}
            </Typography>
            {answer.suggestions.map((suggestion) => (
              // The first data point is a group's most typical one: a stable key across renders.
              <SuggestionCard
                key={suggestion.datapointIds[0]}
                channelId={channelId}
                suggestion={suggestion}
              />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{strings.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

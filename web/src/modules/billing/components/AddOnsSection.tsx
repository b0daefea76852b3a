import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AddOnChoiceInput } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import {
  BILLING_ADD_ONS_QUERY,
  CHANGE_ADD_ON_MUTATION,
  PREVIEW_ADD_ON_CHANGE_QUERY,
} from '../add-on-operations';
import { addOnStrings } from '../add-on-strings';
import { InvoicePreviewGrid } from './InvoicePreviewGrid';

/**
 * The add-ons of /settings/billing/update (spec 001 §3: HIPAA, disable gen AI, channels, recruit…):
 * each with whether the subscription holds it; adding or removing one shows Stripe's invoice
 * preview first, then makes the change at the previewed proration date.
 */
export function AddOnsSection() {
  const addOns = useGraphqlQuery(BILLING_ADD_ONS_QUERY);
  const [choice, setChoice] = useState<(AddOnChoiceInput & { name: string }) | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const preview = useGraphqlQuery(
    PREVIEW_ADD_ON_CHANGE_QUERY,
    choice ? { input: { addOnReference: choice.addOnReference, add: choice.add } } : undefined,
    { skip: !choice, fresh: true },
  );
  const [change, changing] = useGraphqlMutation(CHANGE_ADD_ON_MUTATION);
  const list = addOns.data?.billingAddOns ?? [];
  const shown = choice ? preview.data?.previewAddOnChange : undefined;

  const confirm = async () => {
    if (!choice || !shown) return;
    const input = {
      addOnReference: choice.addOnReference,
      add: choice.add,
      prorationDate: shown.prorationDate,
    };
    if (await change({ input })) {
      setDone(addOnStrings.done(choice.name, choice.add));
      setChoice(null);
      addOns.refetch();
    }
  };

  return (
    <SettingsSection id="billing-add-ons" title={addOnStrings.title} subtitle={addOnStrings.subtitle}>
      {addOns.loading && !addOns.data ? <LoadingState /> : null}
      <ErrorAlert error={addOns.error} />
      {done ? (
        <Alert severity="success" role="status" onClose={() => setDone(null)} sx={{ mb: 2 }}>
          {done}
        </Alert>
      ) : null}
      {addOns.data && list.length === 0 ? <Alert severity="info">{addOnStrings.none}</Alert> : null}
      <List disablePadding>
        {list.map((a) => (
          <ListItem
            key={a.reference}
            divider
            disableGutters
            secondaryAction={
              <Button
                variant={a.held ? 'text' : 'outlined'}
                color={a.held ? 'error' : 'primary'}
                onClick={() => {
                  setDone(null);
                  changing.reset();
                  setChoice({ addOnReference: a.reference, add: !a.held, name: a.name });
                }}
              >
                {a.held ? addOnStrings.remove(a.name) : addOnStrings.add(a.name)}
              </Button>
            }
            sx={{ pr: { xs: 18, sm: 24 } }}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{a.name}</span>
                  <Chip
                    size="small"
                    label={a.held ? addOnStrings.held : addOnStrings.notHeld}
                    color={a.held ? 'success' : 'default'}
                    variant={a.held ? 'filled' : 'outlined'}
                  />
                </Stack>
              }
              secondary={a.description}
            />
          </ListItem>
        ))}
      </List>
      {choice && preview.loading && !shown ? <LoadingState /> : null}
      {choice ? <ErrorAlert error={preview.error} /> : null}
      {choice && shown ? (
        <Stack spacing={2} sx={{ mt: 3 }} component="section" aria-labelledby="add-on-preview-title">
          <Typography id="add-on-preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {addOnStrings.previewTitle(choice.name, choice.add)}
          </Typography>
          <InvoicePreviewGrid preview={shown} />
          <ErrorAlert error={changing.error} />
          <Stack direction="row" spacing={1}>
            <Button variant="contained" disabled={changing.loading} onClick={() => void confirm()}>
              {addOnStrings.confirm(choice.name, choice.add)}
            </Button>
            <Button onClick={() => setChoice(null)}>{addOnStrings.cancel}</Button>
          </Stack>
        </Stack>
      ) : null}
    </SettingsSection>
  );
}

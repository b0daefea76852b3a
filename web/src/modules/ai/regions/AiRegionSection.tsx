import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Region } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { PlanFeatureNotice } from '../../plans/components/PlanFeatureNotice';
import { AI_REGION_SETTINGS_QUERY, UPDATE_AI_REGION_MUTATION } from './operations';
import { aiRegionStrings as strings } from './strings';

/**
 * The workspace's AI model region on /settings/ai (managers): the region whose model answers its AI
 * requests, chosen among the regions the operator configured a model for. Without the plan's
 * allowChooseAiRegion it shows read-only, with the upgrade prompt.
 */
export function AiRegionSection() {
  const query = useGraphqlQuery(AI_REGION_SETTINGS_QUERY);
  const [update, updating] = useGraphqlMutation(UPDATE_AI_REGION_MUTATION);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const current = query.data?.aiRegionSettings;
  if (query.error) return <ErrorAlert error={query.error} onRetry={query.refetch} />;
  if (!current) return null;
  const location = (region: string) => current.options.find((o) => o.region === region)?.location ?? region;

  const choose = async (region: Region) => {
    setChangedTo(null);
    const done = await update({ input: { region } });
    if (done) setChangedTo(location(done.updateAiRegion.region));
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="ai-region-section">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {strings.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {strings.help(location(current.dataRegion))}
      </Typography>
      {current.chooseAllowed ? null : <PlanFeatureNotice flag="allowChooseAiRegion" />}
      <TextField
        select
        size="small"
        label={strings.label}
        value={current.region}
        disabled={!current.chooseAllowed || updating.loading}
        onChange={(e) => void choose(e.target.value as Region)}
        sx={{ minWidth: 320, maxWidth: '100%' }}
      >
        {current.options.map((o) => (
          <MenuItem key={o.region} value={o.region} disabled={!o.available}>
            {strings.option(o.region, o.location, o.model)}
            {o.region === current.dataRegion ? ` · ${strings.dataRegionTag}` : ''}
          </MenuItem>
        ))}
      </TextField>
      {changedTo ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {strings.changed(changedTo)}
        </Alert>
      ) : null}
      <ErrorAlert error={updating.error} />
    </Paper>
  );
}

import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { WorkspaceDomainsQuery } from '../../../gql/graphql';
import { ConfirmDialog } from '../../common/components/ConfirmDialog';
import { CopyField } from '../../common/components/CopyField';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import {
  ADD_WORKSPACE_DOMAIN_MUTATION,
  REMOVE_WORKSPACE_DOMAIN_MUTATION,
  VERIFY_WORKSPACE_DOMAIN_MUTATION,
  WORKSPACE_DOMAINS_QUERY,
} from '../domains-operations';
import { samlStrings } from '../saml-strings';

type Domain = WorkspaceDomainsQuery['workspaceDomains'][number];

/** The workspace's e-mail domains: add one, add its TXT record, check it; verified ones route SSO. */
export function DomainsSection() {
  const { data, error, loading, refetch } = useGraphqlQuery(WORKSPACE_DOMAINS_QUERY);
  const [add, addState] = useGraphqlMutation(ADD_WORKSPACE_DOMAIN_MUTATION, {
    refetchQueries: ['WorkspaceDomains'],
  });
  const [domain, setDomain] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await add({ domain: domain.trim() })) setDomain('');
  };

  return (
    <SettingsSection
      id="sso-domains"
      title={samlStrings.domainsSection}
      subtitle={samlStrings.domainsSubtitle}
    >
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={submit}
        sx={{ mb: 2, maxWidth: 640, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={samlStrings.domain}
          helperText={samlStrings.domainHelp}
          value={domain}
          onChange={(e) => setDomain(e.target.value)}
          required
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { 'data-testid': 'domain-input', maxLength: 300 } }}
        />
        <Button type="submit" variant="contained" disabled={addState.loading} sx={{ mt: { sm: 1 } }}>
          {addState.loading ? samlStrings.adding : samlStrings.add}
        </Button>
      </Stack>
      <ErrorAlert error={addState.error} />
      {loading && !data ? <LoadingState /> : null}
      {!data && !loading ? <ErrorAlert error={error} onRetry={refetch} /> : null}
      {data && data.workspaceDomains.length === 0 ? (
        <Typography color="text.secondary">{samlStrings.none}</Typography>
      ) : null}
      <Stack spacing={2}>
        {data?.workspaceDomains.map((d) => (
          <DomainRow key={d.id} domain={d} />
        ))}
      </Stack>
    </SettingsSection>
  );
}

function DomainRow({ domain }: { domain: Domain }) {
  const [verify, verifyState] = useGraphqlMutation(VERIFY_WORKSPACE_DOMAIN_MUTATION, {
    refetchQueries: ['WorkspaceDomains'],
  });
  const [remove, removeState] = useGraphqlMutation(REMOVE_WORKSPACE_DOMAIN_MUTATION, {
    refetchQueries: ['WorkspaceDomains'],
  });
  const [confirming, setConfirming] = useState(false);
  return (
    <Box data-testid="workspace-domain" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{domain.domain}</Typography>
        <Chip
          size="small"
          color={domain.verified ? 'success' : 'warning'}
          label={domain.verified ? samlStrings.verified : samlStrings.pending}
          data-testid="domain-state"
        />
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label={samlStrings.remove(domain.domain)} onClick={() => setConfirming(true)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Stack>
      {domain.verified ? (
        <Typography variant="body2" color="text.secondary">
          {samlStrings.verifiedOn(new Date(String(domain.verifiedAt)).toLocaleString())}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {samlStrings.addRecord}
          </Typography>
          <CopyField label={samlStrings.recordName} value={domain.txtRecordName} />
          <CopyField label={samlStrings.recordValue} value={domain.txtRecordValue} />
          <ErrorAlert error={verifyState.error} />
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={verifyState.loading}
            onClick={() => void verify({ id: domain.id })}
          >
            {verifyState.loading ? samlStrings.verifying : samlStrings.verify}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={samlStrings.removeTitle}
        body={samlStrings.removeBody(domain.domain)}
        confirmLabel={samlStrings.removeConfirm}
        busy={removeState.loading}
        error={removeState.error}
        onConfirm={() => void remove({ id: domain.id }).then((done) => done && setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

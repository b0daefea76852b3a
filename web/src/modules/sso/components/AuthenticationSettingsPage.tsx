import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import type { SsoSettingsQuery } from '../../../gql/graphql';
import { PlanFeatureNotice } from '../../plans/components/PlanFeatureNotice';
import { useViewer } from '../../auth/hooks/useViewer';
import type { Role } from '../../auth/types/Viewer';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { SsoJoinRulesAndSave } from './SsoJoinRulesAndSave';
import { SAVE_SSO_SETTINGS_MUTATION, SSO_SETTINGS_QUERY } from '../operations';
import { ssoStrings } from '../strings';
import { DomainsSection } from './DomainsSection';
import { SsoProtocolSettings } from './SsoProtocolSettings';
import { TestSignInSection } from './TestSignInSection';

type Settings = SsoSettingsQuery['ssoSettings'];

/** /settings/authentication: a manager connects the workspace to an OpenID Provider. */
export function AuthenticationSettingsPage() {
  const { viewer } = useViewer();
  const isManager = viewer?.role === 'MANAGER';
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
        {ssoStrings.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ssoStrings.subtitle}
      </Typography>
      {isManager ? (
        <>
          <PlanFeatureNotice flag="allowAuthenticationSettings" />
          <SsoProtocolSettings oidc={<OidcSettings />} />
          <DomainsSection />
        </>
      ) : (
        <Alert severity="info">{ssoStrings.managersOnly}</Alert>
      )}
    </>
  );
}

function OidcSettings() {
  const { data, error, loading, refetch } = useGraphqlQuery(SSO_SETTINGS_QUERY);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  return (
    <>
      <OidcForm settings={data.ssoSettings} onSaved={() => void refetch()} />
      <TestSignInSection
        protocol="oidc"
        configured={data.ssoSettings.clientSecretSet}
        succeededAt={data.ssoSettings.testSignInSucceededAt ?? null}
      />
    </>
  );
}

function OidcForm({ settings, onSaved }: { settings: Settings; onSaved: () => void }) {
  // Saving OIDC may make it the protocol in use: the protocol card reads SamlSettings.
  const [save, saveState] = useGraphqlMutation(SAVE_SSO_SETTINGS_MUTATION, {
    refetchQueries: ['SamlSettings'],
  });
  const [issuer, setIssuer] = useState(settings.issuer ?? '');
  const [clientId, setClientId] = useState(settings.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [scopes, setScopes] = useState(settings.scopes.join(' '));
  const [emailClaim, setEmailClaim] = useState(settings.emailClaim);
  const [nameClaim, setNameClaim] = useState(settings.nameClaim);
  const [groupsClaim, setGroupsClaim] = useState(settings.groupsClaim ?? '');
  const [defaultRole, setDefaultRole] = useState<Role>(settings.defaultRole);
  const [trust, setTrust] = useState(settings.trustIssuerEmails);
  const [secretSet, setSecretSet] = useState(settings.clientSecretSet);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const result = await save({
      input: {
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        clientSecret: clientSecret.trim() ? clientSecret : null,
        scopes: scopes.split(/\s+/).filter(Boolean),
        emailClaim,
        nameClaim,
        groupsClaim: groupsClaim.trim() ? groupsClaim : null,
        defaultRole,
        trustIssuerEmails: trust,
      },
    });
    if (result) {
      setClientSecret('');
      setSecretSet(result.saveSsoSettings.clientSecretSet);
      setSaved(true);
      onSaved();
    }
  };

  return (
    <SettingsSection id="sso-oidc" title={ssoStrings.oidcSection} subtitle={ssoStrings.oidcSubtitle}>
      <Box sx={{ mb: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {ssoStrings.redirectUri}
        </Typography>
        <Typography component="code" data-testid="sso-redirect-uri" sx={{ wordBreak: 'break-all' }}>
          {settings.redirectUri}
        </Typography>
      </Box>
      <Stack component="form" spacing={2} onSubmit={submit} sx={{ maxWidth: 560 }}>
        <TextField
          label={ssoStrings.issuer}
          helperText={ssoStrings.issuerHelp}
          value={issuer}
          onChange={(e) => setIssuer(e.target.value)}
          required
        />
        <TextField
          label={ssoStrings.clientId}
          value={clientId}
          onChange={(e) => setClientId(e.target.value)}
          required
        />
        <TextField
          label={ssoStrings.clientSecret}
          type="password"
          autoComplete="new-password"
          helperText={secretSet ? ssoStrings.clientSecretSet : undefined}
          value={clientSecret}
          onChange={(e) => setClientSecret(e.target.value)}
          required={!secretSet}
        />
        <TextField
          label={ssoStrings.scopes}
          helperText={ssoStrings.scopesHelp}
          value={scopes}
          onChange={(e) => setScopes(e.target.value)}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={ssoStrings.emailClaim}
            value={emailClaim}
            onChange={(e) => setEmailClaim(e.target.value)}
          />
          <TextField
            label={ssoStrings.nameClaim}
            value={nameClaim}
            onChange={(e) => setNameClaim(e.target.value)}
          />
          <TextField
            label={ssoStrings.groupsClaim}
            value={groupsClaim}
            onChange={(e) => setGroupsClaim(e.target.value)}
          />
        </Stack>
        <SsoJoinRulesAndSave
          strings={{ ...ssoStrings, trustLabel: ssoStrings.trustIssuerEmails }}
          defaultRole={defaultRole}
          onDefaultRoleChange={setDefaultRole}
          trust={trust}
          onTrustChange={setTrust}
          saving={saveState.loading}
          saved={saved}
          error={saveState.error}
        />
      </Stack>
    </SettingsSection>
  );
}

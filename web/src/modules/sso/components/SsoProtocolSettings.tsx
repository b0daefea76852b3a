import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SsoProtocol } from '../../../gql/graphql';
import { ErrorAlert } from '../../common/components/ErrorAlert';
import { LoadingState } from '../../common/components/LoadingState';
import { useGraphqlMutation } from '../../graphql/hooks/useGraphqlMutation';
import { useGraphqlQuery } from '../../graphql/hooks/useGraphqlQuery';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { CHOOSE_SSO_PROTOCOL_MUTATION, SAML_SETTINGS_QUERY } from '../saml-operations';
import { samlStrings } from '../saml-strings';
import { SamlSettingsSection } from './SamlSettingsSection';
import { TestSignInSection } from './TestSignInSection';

/**
 * OIDC or SAML: a tab for each protocol's settings, and which one "Sign in with SSO" uses. `oidc` is
 * the OIDC settings and their test.
 */
export function SsoProtocolSettings({ oidc }: { oidc: ReactNode }) {
  const { data, error, loading, refetch } = useGraphqlQuery(SAML_SETTINGS_QUERY);
  const [params] = useSearchParams();
  const [tab, setTab] = useState<SsoProtocol | null>(params.get('samlTest') ? 'SAML' : null);
  const [choose, chooseState] = useGraphqlMutation(CHOOSE_SSO_PROTOCOL_MUTATION);
  if (loading && !data) return <LoadingState />;
  if (!data) return <ErrorAlert error={error} onRetry={refetch} />;
  const settings = data.samlSettings;
  const active = settings.activeProtocol ?? null;
  const shown: SsoProtocol = tab ?? active ?? 'OIDC';
  const label = (protocol: SsoProtocol) => (protocol === 'OIDC' ? 'OpenID Connect' : 'SAML 2.0');

  return (
    <>
      <SettingsSection
        id="sso-protocol"
        title={samlStrings.protocolSection}
        subtitle={samlStrings.protocolSubtitle}
      >
        <Alert severity={active ? 'success' : 'info'} sx={{ mb: 2 }} data-testid="sso-active-protocol">
          {active ? samlStrings.activeIs(label(active)) : samlStrings.noneInUse}
        </Alert>
        <Tabs value={shown} onChange={(_e, value: SsoProtocol) => setTab(value)} variant="fullWidth">
          {(['OIDC', 'SAML'] as const).map((protocol) => (
            <Tab
              key={protocol}
              value={protocol}
              label={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{label(protocol)}</span>
                  {active === protocol ? (
                    <Chip size="small" color="success" label={samlStrings.inUse} />
                  ) : null}
                </Stack>
              }
            />
          ))}
        </Tabs>
        {active && shown !== active ? (
          <Box sx={{ mt: 2 }}>
            <ErrorAlert error={chooseState.error} />
            <Button
              variant="outlined"
              disabled={chooseState.loading}
              onClick={() => void choose({ protocol: shown }).then((done) => done && void refetch())}
            >
              {samlStrings.useThis(label(shown))}
            </Button>
          </Box>
        ) : null}
      </SettingsSection>
      {shown === 'OIDC' ? (
        oidc
      ) : (
        <>
          <SamlSettingsSection settings={settings} onSaved={() => void refetch()} />
          <TestSignInSection
            protocol="saml"
            configured={settings.configured}
            succeededAt={settings.testSignInSucceededAt ?? null}
          />
        </>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { samlStrings } from '../saml-strings';
import { ssoStrings } from '../strings';

/** What differs between the OpenID Connect and the SAML test: the start route, the answer's parameter, the words. */
const PROTOCOLS = {
  oidc: { start: '/api/sso/oidc/start', param: 'ssoTest', id: 'sso-test', strings: ssoStrings },
  saml: { start: '/api/sso/saml/start', param: 'samlTest', id: 'saml-test', strings: samlStrings },
} as const;

/**
 * "Test sign-in": the manager signs in once at the identity provider (source=test), which checks
 * the whole flow without signing anyone in; the result comes back as `?ssoTest=` (OpenID Connect)
 * or `?samlTest=` (SAML).
 */
export function TestSignInSection({
  protocol,
  configured,
  succeededAt,
}: {
  protocol: keyof typeof PROTOCOLS;
  configured: boolean;
  succeededAt: string | null;
}) {
  const { start, param, id, strings } = PROTOCOLS[protocol];
  const [params] = useSearchParams();
  const result = params.get(param);
  const startUrl = `${start}?${new URLSearchParams({ source: 'test', origin: '/settings/authentication' }).toString()}`;
  return (
    <SettingsSection id={id} title={strings.testSection} subtitle={ssoStrings.testSubtitle}>
      {result ? (
        <Alert severity={result === 'OK' ? 'success' : 'error'} sx={{ mb: 2 }} data-testid={`${id}-result`}>
          {strings.testResult[result] ??
            `${ssoStrings.testFailed} ${ssoStrings.ssoErrors[result] ?? ssoStrings.ssoErrors.IDP_ERROR}`}
        </Alert>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {succeededAt
          ? ssoStrings.testSucceededAt(new Date(succeededAt).toLocaleString())
          : ssoStrings.testNever}
      </Typography>
      {configured ? (
        <Button variant="outlined" href={startUrl}>
          {ssoStrings.testButton}
        </Button>
      ) : (
        <Typography color="text.secondary">{ssoStrings.testNeedsSave}</Typography>
      )}
    </SettingsSection>
  );
}

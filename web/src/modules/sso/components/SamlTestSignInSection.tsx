import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { SettingsSection } from '../../settings/components/SettingsSection';
import { samlStrings } from '../saml-strings';
import { ssoStrings } from '../strings';

/**
 * "Test SAML sign-in": the manager signs in once at the IdP (source=test), checking the whole flow
 * without signing anyone in; the result comes back as `?samlTest=`.
 */
export function SamlTestSignInSection({
  configured,
  succeededAt,
}: {
  configured: boolean;
  succeededAt: string | null;
}) {
  const [params] = useSearchParams();
  const result = params.get('samlTest');
  const start = `/api/sso/saml/start?${new URLSearchParams({ source: 'test', origin: '/settings/authentication' }).toString()}`;
  return (
    <SettingsSection id="saml-test" title={samlStrings.testSection} subtitle={ssoStrings.testSubtitle}>
      {result ? (
        <Alert severity={result === 'OK' ? 'success' : 'error'} sx={{ mb: 2 }} data-testid="saml-test-result">
          {samlStrings.testResult[result] ??
            `${ssoStrings.testFailed} ${ssoStrings.ssoErrors[result] ?? ssoStrings.ssoErrors.IDP_ERROR}`}
        </Alert>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {succeededAt
          ? ssoStrings.testSucceededAt(new Date(succeededAt).toLocaleString())
          : ssoStrings.testNever}
      </Typography>
      {configured ? (
        <Button variant="outlined" href={start}>
          {ssoStrings.testButton}
        </Button>
      ) : (
        <Typography color="text.secondary">{ssoStrings.testNeedsSave}</Typography>
      )}
    </SettingsSection>
  );
}

/** Every string of single sign-on (settings and the sign-in page), in one place for translation. */
export const ssoStrings = {
  nav: 'Authentication',
  title: 'Authentication',
  subtitle: 'Let members sign in with your identity provider (OpenID Connect or SAML 2.0 single sign-on).',
  managersOnly: 'Only workspace managers can change how people sign in.',
  oidcSection: 'OpenID Connect',
  oidcSubtitle:
    'Register Fieldnote as a web application (confidential client, authorization code flow) at your identity provider, then enter what it gives you.',
  redirectUri: 'Redirect URI to register at the identity provider',
  issuer: 'Issuer URL',
  issuerHelp:
    'For example https://login.example.com/realms/acme. Its /.well-known/openid-configuration must answer.',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  clientSecretSet: 'A secret is saved. Leave empty to keep it.',
  scopes: 'Scopes',
  scopesHelp: 'Separated by spaces; must include openid.',
  emailClaim: 'E-mail claim',
  nameClaim: 'Name claim',
  groupsClaim: 'Groups claim (optional)',
  defaultRole: 'Role for people who join through single sign-on',
  trustIssuerEmails: "Trust this issuer's e-mail addresses even when it does not mark them verified",
  save: 'Save and check the issuer',
  saving: 'Checking the issuer…',
  saved: 'Saved. The issuer answered discovery.',
  testSection: 'Test sign-in',
  testSubtitle:
    'Sign in once at the identity provider to check the settings end to end. Nobody is signed in or added by a test.',
  testButton: 'Test sign-in',
  testNeedsSave: 'Save the settings first.',
  testNever: 'No test sign-in has succeeded with these settings yet.',
  testSucceededAt: (when: string) => `The last test sign-in succeeded on ${when}.`,
  testResult: {
    OK: 'Test sign-in succeeded.',
    OUTDATED: 'The test succeeded, but the settings were changed meanwhile. Test again.',
  } as Record<string, string>,
  testFailed: 'Test sign-in failed:',
  signInWithSso: 'Sign in with SSO',
  orPassword: 'or with your e-mail and password',
  ssoErrors: {
    NOT_CONFIGURED: 'Single sign-on is not set up for this workspace.',
    INVALID_STATE: 'The sign-in expired or was opened in another browser. Please try again.',
    IDP_ERROR: 'The identity provider did not sign you in. Please try again or ask your administrator.',
    INVALID_RESPONSE:
      "The identity provider's answer could not be verified. Ask your administrator to check the settings.",
    EMAIL_NOT_VERIFIED: 'Your identity provider has not verified your e-mail address.',
    ACCOUNT_NOT_CONFIRMED:
      'An account with your e-mail exists but its address was never confirmed. Sign in with your password and confirm it first.',
  } as Record<string, string>,
} as const;

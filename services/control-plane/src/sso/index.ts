// The sso module's public surface: the only file the rest of the control plane and the API import.
export { SsoModule } from './sso.module';
export { OIDC_CALLBACK_PATH, SsoService, type SsoSettingsInput, type SsoSettingsView } from './sso.service';
export {
  SsoSignInService,
  TEST_SIGN_IN_SOURCE,
  type CompletedSignIn,
  type OAuthStateRequest,
} from './sso-sign-in.service';
export { SsoSignInError, SsoSignInFailure } from './sso-sign-in.errors';
export { OIDC_START_PATH, SsoEntryService } from './sso-entry.service';
export { SamlBinding, SsoProtocol } from './saml-connection';
export {
  SAML_ACS_PATH,
  SAML_METADATA_PATH,
  SAML_START_PATH,
  SAML_SLO_PATH,
  SamlService,
  type SamlSettingsInput,
  type SamlSettingsView,
} from './saml.service';
export { SAML_CLOCK_SKEW_MS, SamlSignInService, type CollectedSamlSignIn } from './saml-sign-in.service';
export { MAX_METADATA_BYTES } from './saml-metadata';
export {
  MAX_SLO_POST_MESSAGE_LENGTH,
  MAX_SLO_QUERY_LENGTH,
  SAML_SLO_POST_SUFFIX,
  SamlLogoutError,
  SamlLogoutService,
  type SloAnswer,
  type SloRequestAnswer,
  type SloMessage,
  type SloPostForm,
} from './saml-logout.service';

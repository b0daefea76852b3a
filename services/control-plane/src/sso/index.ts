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
export { SsoEntryService } from './sso-entry.service';

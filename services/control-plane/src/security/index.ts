// The security folder's public surface: workspace sign-in rules, break-glass notices, group mappings.
export { BreakGlassNotices } from './break-glass-notice.service';
export { IdpGroupRolesService, type MappedRole } from './idp-group-roles.service';
export type { IdpGroupRole } from './workspace-security.repository';
export { SsoEnforcementPolicy } from './sso-enforcement.policy';
export { SsoStartLimiter } from './sso-start-limiter';
export {
  type BreakGlassManager,
  WorkspaceSecurityService,
  type WorkspaceSecurityView,
} from './workspace-security.service';

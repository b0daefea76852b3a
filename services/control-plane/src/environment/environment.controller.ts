import { Controller, Get, Inject, Param, Query } from '@nestjs/common';
import {
  AppError,
  type Config,
  REGIONS,
  type RegionInfo,
  isUuid,
  regionsShareADatabase,
  servedRegions,
} from '@fieldnote/core';
import { CONFIG } from '@fieldnote/db';
import { SamlService, SsoProtocol, SsoService } from '../sso';
import { SecurityPolicies } from '../security/security-policies';
import { TenantRoutesService } from '../tenant-routes/tenant-routes.service';
import { TeamsRepository } from '../workspaces/teams.repository';
import { WorkspaceDirectory } from '../workspaces/workspace-directory.service';

/** Spec 001 §3 global environment response. Self-hosted: no Auth0, no reCAPTCHA, e-mail and password sign-in. */
export interface GlobalEnvironment {
  featureFlags: Record<string, boolean>;
  oAuthConfig: Record<string, { authorizationEndpoint: string; clientId: string; issuer: string }>;
  auth0Config: { audience: string; clientId: string; domain: string } | null;
  recaptchaSiteKey: string | null;
}

/** Spec 001 §3 team environment response. */
export interface TeamEnvironment {
  teamId: string;
  name: string | null;
  auth: { audience: string; clientId: string; domain: string } | null;
  auth0OrganizationId: string | null;
  passwordAuthEnabled: boolean;
  googleAuthEnabled: boolean;
  microsoftAuthEnabled: boolean;
  ssoAuthEnabled: boolean;
  primaryColor: string | null;
  oidcIssuer: string | null;
  logo: { id: string; baseImageUrl: string; uploadStatus: string } | null;
}

/** Public, unauthenticated discovery calls the sign-in pages make before anyone is signed in. */
@Controller()
export class EnvironmentController {
  constructor(
    private readonly directory: WorkspaceDirectory,
    private readonly routes: TenantRoutesService,
    private readonly teams: TeamsRepository,
    private readonly sso: SsoService,
    private readonly saml: SamlService,
    private readonly policies: SecurityPolicies,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get('global/environment')
  globalEnvironment(): GlobalEnvironment {
    return { featureFlags: {}, oAuthConfig: {}, auth0Config: null, recaptchaSiteKey: null };
  }

  @Get('team-environment/:subdomain')
  async teamEnvironment(@Param('subdomain') subdomain: string): Promise<TeamEnvironment> {
    const ref = await this.directory.bySubdomain(subdomain);
    if (!ref) throw AppError.notFound('Workspace');
    const team = await this.teams.teamById(ref.id);
    if (!team) throw AppError.notFound('Workspace');
    // Either protocol turns "Sign in with SSO" on; the issuer is announced only when it is OIDC's.
    const protocol = await this.saml.activeProtocol(team.id);
    const oidcIssuer = protocol === SsoProtocol.OIDC ? await this.sso.issuerOf(team.id) : null;
    // Requiring SSO turns password sign-in off (break-glass managers still have the form, on request).
    const ssoEnforced = protocol !== null && (await this.policies.load(team.id)).ssoEnforced;
    return {
      teamId: team.id,
      name: team.name,
      auth: null,
      auth0OrganizationId: null,
      passwordAuthEnabled: team.passwordAuthEnabled && !ssoEnforced,
      googleAuthEnabled: false,
      microsoftAuthEnabled: false,
      ssoAuthEnabled: protocol !== null,
      primaryColor: team.primaryColor,
      oidcIssuer,
      logo: team.logoUrl ? { id: team.id, baseImageUrl: team.logoUrl, uploadStatus: 'COMPLETE' } : null,
    };
  }

  @Get('global/latest-subdomain/:teamId')
  latestSubdomain(@Param('teamId') teamId: string): Promise<{ teamId: string; subdomain: string }> {
    if (!isUuid(teamId)) throw AppError.badInput('teamId must be a UUID.');
    return this.routes.latestSubdomain(teamId);
  }

  /**
   * Spec 001 §7 closest region lookup. A server cannot know which region is nearest to a browser
   * without measuring, so it answers with this deployment's current (default) region and the regions
   * it serves; the client may time /ping against each to pick the fastest. `regionsShareADatabase`
   * (ours, not the spec's) tells the sign-up page whether picking a region separates data today.
   */
  @Get('global/closest-region')
  closestRegion(@Query('current') _current?: string): {
    currentRegion: RegionInfo;
    availableRegions: RegionInfo[];
    regionsShareADatabase: boolean;
  } {
    const served = servedRegions(this.config);
    const availableRegions = REGIONS.filter((r) => served.includes(r.region));
    const currentRegion = REGIONS.find((r) => r.region === this.config.DEFAULT_REGION) ?? availableRegions[0];
    return { currentRegion, availableRegions, regionsShareADatabase: regionsShareADatabase(this.config) };
  }
}

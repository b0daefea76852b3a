import { Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Inject } from '@nestjs/common';
import { AppError, type Config, type Role } from '@fieldnote/core';
import {
  type AccountProfile,
  AccountsService,
  EmailConfirmationService,
  MembershipsService,
  SessionsService,
  type WorkspaceRef,
} from '@fieldnote/control-plane';
import { CONFIG } from '@fieldnote/db';
import type { GqlContext } from '../context/gql-context';
import { type RequestAuth, RequestAuthService } from '../context/request-auth.service';
import { clearSessionCookie } from '../context/session-cookie';
import { InputArgs } from '../graphql/input-args.decorator';
import { WorkspaceModel } from '../workspaces/dto/workspace.model';
import { AccountModel } from './dto/account.model';
import { LogInInput, SignUpInput } from './dto/auth.inputs';
import { AuthPayload, ViewerModel } from './dto/viewer.model';
import { PasswordSessions } from './password-sessions.service';

/** Sign-up, sign-in, sign-out and "who am I". Sessions live in an HttpOnly cookie. */
@Resolver()
export class AuthResolver {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly memberships: MembershipsService,
    private readonly auth: RequestAuthService,
    private readonly confirmations: EmailConfirmationService,
    private readonly passwordSessions: PasswordSessions,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Mutation(() => AuthPayload, {
    description:
      'Create an account (password: 12+ characters with upper, lower, digit and symbol) and sign in. A code to confirm the e-mail address is mailed (confirmEmail).',
  })
  async signUp(@InputArgs('input') input: SignUpInput, @Context() ctx: GqlContext): Promise<AuthPayload> {
    const account = await this.accounts.signUp(input);
    await this.confirmations.send(account);
    const { workspace } = await this.auth.of(ctx.req);
    return this.passwordSessions.start(account, ctx, workspace);
  }

  @Mutation(() => AuthPayload)
  async logIn(@InputArgs('input') input: LogInInput, @Context() ctx: GqlContext): Promise<AuthPayload> {
    const account = await this.accounts.verifyLogin(input.email, input.password, ctx.req.ip);
    const { workspace } = await this.auth.of(ctx.req);
    // On a workspace address, only its members may sign in there.
    if (workspace && !(await this.memberships.roleOf(workspace, account.id))) {
      throw AppError.forbidden(`You are not a member of ${workspace.name}. Ask a manager for an invite.`);
    }
    // A workspace that requires single sign-on takes passwords from its break-glass managers only,
    // and every such sign-in is audited and mailed to the other managers.
    return this.passwordSessions.admitAndStart(account, ctx, workspace);
  }

  @Mutation(() => Boolean)
  async logOut(@Context() ctx: GqlContext): Promise<boolean> {
    const { sessionSecret } = await this.auth.of(ctx.req);
    if (sessionSecret) await this.sessions.revoke(sessionSecret);
    clearSessionCookie(ctx.reply, this.config);
    return true;
  }

  @Query(() => ViewerModel, { nullable: true, description: 'The signed-in account, or null.' })
  me(@Context() ctx: GqlContext): ViewerModel | null | Promise<ViewerModel | null> {
    // Asked on every page. When this process has everything cached (nearly always), the answer is
    // returned synchronously, so GraphQL resolves the whole query without waiting on a promise.
    const auth = this.auth.cached(ctx.req);
    const cached = auth ? this.viewerFromCaches(auth) : undefined;
    return cached !== undefined ? cached : this.lookUpViewer(ctx);
  }

  /** me() from this process's caches alone; undefined when something is not cached. */
  private viewerFromCaches({ accountId, workspace }: RequestAuth): ViewerModel | null | undefined {
    if (!accountId) return null;
    const account = this.accounts.cachedProfile(accountId);
    const role = workspace ? this.memberships.cachedRoleOf(workspace, accountId) : null;
    if (!account || role === undefined) return undefined;
    return this.viewer(account, workspace, role);
  }

  private async lookUpViewer(ctx: GqlContext): Promise<ViewerModel | null> {
    const { accountId, workspace } = await this.auth.of(ctx.req);
    if (!accountId) return null;
    const account = await this.accounts.profile(accountId);
    if (!account) return null;
    const role = workspace ? await this.memberships.roleOf(workspace, accountId) : null;
    return this.viewer(account, workspace, role);
  }

  private viewer(account: AccountProfile, workspace: WorkspaceRef | null, role: Role | null): ViewerModel {
    return Object.assign(new ViewerModel(), {
      account: AccountModel.from(account),
      workspace: workspace && role ? WorkspaceModel.from(workspace, this.config) : null,
      role,
    });
  }
}

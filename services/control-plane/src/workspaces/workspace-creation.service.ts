import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  AppError,
  type Config,
  type Logger,
  MAX_LENGTH,
  MAX_WORKSPACES_PER_USER,
  Region,
  Role,
  isRegion,
  requireText,
  slugifySubdomain,
  subdomainProblem,
} from '@fieldnote/core';
import { CONFIG, Databases, LOGGER, Team, WorkspaceProvisioner, workspaceSchemaName } from '@fieldnote/db';
import { PlanChangesService } from '../billing';
import { AccountsRepository } from '../identity/accounts.repository';
import { toRef } from './workspace-directory.service';
import type { WorkspaceRef } from './workspace-ref';
import { WorkspaceMembersRepository } from './workspace-members.repository';
import { TeamsRepository } from './teams.repository';

export interface CreateWorkspaceInput {
  accountId: string;
  name: string;
  subdomain?: string | null;
  region?: string | null;
}

/** Creates a workspace: control rows, its route, its provisioned schema and its first manager. */
@Injectable()
export class WorkspaceCreationService {
  constructor(
    private readonly databases: Databases,
    private readonly provisioner: WorkspaceProvisioner,
    private readonly members: WorkspaceMembersRepository,
    private readonly accounts: AccountsRepository,
    private readonly teams: TeamsRepository,
    private readonly plans: PlanChangesService,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async create(input: CreateWorkspaceInput): Promise<WorkspaceRef> {
    const name = requireText(input.name, 'Workspace name', MAX_LENGTH.teamName);
    const region = this.chooseRegion(input.region);
    const em = this.databases.control().em.fork();
    const account = await this.accounts.byId(input.accountId);
    if (!account) throw AppError.unauthenticated();
    if ((await this.members.countMembershipsOf(account.id)) >= MAX_WORKSPACES_PER_USER) {
      throw AppError.badInput(`An account can belong to at most ${MAX_WORKSPACES_PER_USER} workspaces.`);
    }
    const subdomain = input.subdomain
      ? await this.checkedSubdomain(input.subdomain)
      : await this.suggestSubdomain(name);

    const id = randomUUID();
    const team = new Team();
    Object.assign(team, {
      id,
      name,
      subdomain,
      region,
      schemaName: workspaceSchemaName(id),
      allowedEmailDomains: [],
      passwordAuthEnabled: true,
      createdAt: new Date(),
    });
    try {
      await em.transactional((tx) =>
        this.teams.insertTeamAndRoute(tx, team, { subdomain, teamId: id, region }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw takenError(subdomain);
      throw error;
    }

    try {
      await this.provisioner.provision({
        teamId: id,
        region,
        owner: { id: account.id, name: account.name, email: account.email, role: Role.MANAGER },
      });
      await this.members.recordMembership(em, account.id, id);
    } catch (error) {
      // Undo the control rows so a failed workspace neither routes nor blocks its subdomain.
      this.logger.error({ err: error, teamId: id }, 'provisioning failed; removing the workspace');
      await this.provisioner.deprovision(id, region).catch(() => undefined);
      await this.members.deleteTeam(em, id);
      throw error;
    }
    const ref = toRef(team);
    try {
      await this.plans.assignDefault(ref);
    } catch (error) {
      // The workspace exists and works: without its billing row it reads the same default plan.
      this.logger.error({ err: error, teamId: id }, 'could not record the default plan of the new workspace');
    }
    this.logger.info({ teamId: id, subdomain, region }, 'workspace created');
    return ref;
  }

  /** A free subdomain derived from the workspace name (spec 001 §5 naming rules), numbered if needed. */
  async suggestSubdomain(name: string): Promise<string> {
    let base = slugifySubdomain(name).replace(/\//g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
    // A suffix, not a `team-` prefix: `team` is a reserved first word, so the prefix could never pass.
    if (subdomainProblem(base)) base = `${base}-team`.replace(/^-/, '');
    if (subdomainProblem(base)) base = 'workspace';
    for (let n = 1; n < 1000; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!subdomainProblem(candidate) && !(await this.isTaken(candidate))) return candidate;
    }
    return `${base}-${randomUUID().slice(0, 8)}`;
  }

  private async checkedSubdomain(raw: string): Promise<string> {
    const subdomain = raw.trim().toLowerCase();
    const problem = subdomainProblem(subdomain);
    if (problem) throw AppError.badInput(problem, { field: 'subdomain' });
    if (await this.isTaken(subdomain)) throw takenError(subdomain);
    return subdomain;
  }

  private async isTaken(subdomain: string): Promise<boolean> {
    return this.teams.isSubdomainTaken(subdomain);
  }

  private chooseRegion(raw?: string | null): Region {
    if (!raw) return this.config.DEFAULT_REGION;
    if (!isRegion(raw))
      throw AppError.badInput(`Unknown region "${raw}". Choose one of ${Object.values(Region).join(', ')}.`);
    return raw;
  }
}

function takenError(subdomain: string): AppError {
  return AppError.badInput(`The subdomain "${subdomain}" is already taken. Please choose another.`, {
    field: 'subdomain',
  });
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

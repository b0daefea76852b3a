import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import type { BreakGlassManager, WorkspaceSecurityView } from '@fieldnote/control-plane';

@ObjectType('BreakGlassManager', {
  description: 'A manager who may still sign in with a password while the workspace requires SSO.',
})
export class BreakGlassManagerModel {
  @Field(() => ID) accountId!: string;
  @Field() name!: string;
  @Field() email!: string;

  static from(m: BreakGlassManager): BreakGlassManagerModel {
    return Object.assign(new BreakGlassManagerModel(), {
      accountId: m.accountId,
      name: m.name,
      email: m.email,
    });
  }
}

@ObjectType('WorkspaceSecurity', {
  description:
    "The workspace's sign-in rules (/settings/security, managers only): SSO enforcement, break-glass managers, session lifetimes (spec 001 §3 organisation metadata).",
})
export class WorkspaceSecurityModel {
  @Field({ description: 'Whether password, Google and Microsoft sign-in are off (single sign-on required).' })
  ssoEnforced!: boolean;
  @Field({
    description: 'Whether a test sign-in with the current SSO settings succeeded (needed to enforce).',
  })
  ssoReadyToEnforce!: boolean;
  @Field(() => [BreakGlassManagerModel]) breakGlassManagers!: BreakGlassManagerModel[];
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds a session may sit unused (300 to 604800); null: no idle limit.',
  })
  idleLifetime!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Seconds a session may last from sign-in (300 to 604800); null: 604800.',
  })
  absoluteLifetime!: number | null;
  @Field(() => Date, { nullable: true }) updatedAt!: Date | null;

  /** An explicit copy: nothing but these fields reaches a client. */
  static from(view: WorkspaceSecurityView): WorkspaceSecurityModel {
    return Object.assign(new WorkspaceSecurityModel(), {
      ssoEnforced: view.ssoEnforced,
      ssoReadyToEnforce: view.ssoReadyToEnforce,
      breakGlassManagers: view.breakGlassManagers.map(BreakGlassManagerModel.from),
      idleLifetime: view.idleLifetime,
      absoluteLifetime: view.absoluteLifetime,
      updatedAt: view.updatedAt,
    });
  }
}

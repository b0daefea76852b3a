import { Field, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { AccountLookup, AvailableTeam } from '@fieldnote/control-plane';
import type { Config } from '@fieldnote/core';
import { WorkspaceModel } from './workspace.model';

export enum AvailableTeamType {
  DOMAIN = 'DOMAIN',
  INVITE = 'INVITE',
}
registerEnumType(AvailableTeamType, { name: 'AvailableTeamType' });

@ObjectType('AvailableTeam', {
  description: 'A workspace this account may join: by its e-mail domain or by an invite.',
})
export class AvailableTeamModel {
  @Field(() => AvailableTeamType) type!: AvailableTeamType;
  @Field(() => WorkspaceModel) workspace!: WorkspaceModel;
  @Field(() => String, { nullable: true }) inviteId!: string | null;
  @Field(() => String, { nullable: true }) invitedBy!: string | null;

  static from(team: AvailableTeam, config: Config): AvailableTeamModel {
    return Object.assign(new AvailableTeamModel(), {
      type: team.type as AvailableTeamType,
      workspace: WorkspaceModel.from(team.workspace, config),
      inviteId: team.inviteId ?? null,
      invitedBy: team.invitedBy ?? null,
    });
  }
}

@ObjectType('AccountLookup')
export class AccountLookupModel {
  @Field() email!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field() provider!: string;
  @Field(() => [WorkspaceModel]) currentTeams!: WorkspaceModel[];
  @Field(() => [AvailableTeamModel]) availableTeams!: AvailableTeamModel[];

  static from(lookup: AccountLookup, config: Config): AccountLookupModel {
    return Object.assign(new AccountLookupModel(), {
      email: lookup.email,
      name: lookup.name,
      provider: lookup.provider,
      currentTeams: lookup.currentTeams.map((t) => WorkspaceModel.from(t, config)),
      availableTeams: lookup.availableTeams.map((t) => AvailableTeamModel.from(t, config)),
    });
  }
}

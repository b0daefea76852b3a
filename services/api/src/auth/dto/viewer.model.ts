import { Field, ObjectType } from '@nestjs/graphql';
import { Role } from '../../common/enums';
import { WorkspaceModel } from '../../workspaces/dto/workspace.model';
import { AccountModel } from './account.model';

@ObjectType('Viewer', { description: 'The signed-in account and, on a workspace address, its role there.' })
export class ViewerModel {
  @Field(() => AccountModel) account!: AccountModel;
  @Field(() => WorkspaceModel, { nullable: true }) workspace!: WorkspaceModel | null;
  @Field(() => Role, { nullable: true }) role!: Role | null;
}

@ObjectType('AuthPayload')
export class AuthPayload {
  @Field(() => AccountModel) account!: AccountModel;
  @Field(() => [WorkspaceModel], { description: 'The workspaces this account belongs to.' })
  workspaces!: WorkspaceModel[];
}

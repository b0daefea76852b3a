import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { Permission } from '@fieldnote/core';
import { AccessSubjectKind, GeneralAccessLevel } from './project-access.enums';

@ObjectType('ProjectAccessEntry', { description: 'A user or group given a permission in one project.' })
export class ProjectAccessEntryModel {
  @Field(() => AccessSubjectKind) subjectKind!: AccessSubjectKind;
  @Field(() => ID) subjectId!: string;
  @Field({ description: "The member's name, or the group's." }) name!: string;
  @Field(() => String, { nullable: true, description: "The member's e-mail address (users only)." })
  email!: string | null;
  @Field(() => Int, { nullable: true, description: 'How many members the group has (groups only).' })
  memberCount!: number | null;
  @Field(() => Permission) permission!: Permission;
}

@ObjectType('ProjectAccess', { description: 'Who has access to a project (spec 000 §6 permission set).' })
export class ProjectAccessModel {
  @Field(() => ID) projectId!: string;
  @Field(() => GeneralAccessLevel) generalAccess!: GeneralAccessLevel;
  @Field(() => [ProjectAccessEntryModel], { description: 'Groups first, then users, by name.' })
  entries!: ProjectAccessEntryModel[];
}

@ObjectType('ProjectViewerAccess', { description: 'What the caller may do in a project.' })
export class ProjectViewerAccessModel {
  @Field(() => Permission, {
    nullable: true,
    description:
      'The highest of the general, user and group entries (null for a workspace manager without one).',
  })
  permission!: Permission | null;
  @Field({ description: 'Whether the caller may change its content (contributor or more here).' })
  canEdit!: boolean;
  @Field({ description: 'Whether the caller may change who has access (a manager, or full access).' })
  canManageAccess!: boolean;
}

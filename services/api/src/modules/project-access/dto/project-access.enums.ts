import { registerEnumType } from '@nestjs/graphql';
import { Permission } from '@fieldnote/core';

/** The general (group-wide) access of a project: what every member gets; NONE makes it private. */
export enum GeneralAccessLevel {
  NONE = 'NONE',
  READ = 'READ',
  WRITE = 'WRITE',
  FULL = 'FULL',
}

export enum AccessSubjectKind {
  USER = 'USER',
  GROUP = 'GROUP',
}

registerEnumType(Permission, {
  name: 'Permission',
  description: 'Spec 000 §6: read < write < full. Write and full act as contributor, read as viewer.',
});
registerEnumType(GeneralAccessLevel, {
  name: 'GeneralAccess',
  description: 'What every member of the workspace gets in a project; NONE makes the project private.',
});
registerEnumType(AccessSubjectKind, { name: 'AccessSubjectKind' });

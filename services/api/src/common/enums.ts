import { registerEnumType } from '@nestjs/graphql';
import { Region, Role } from '@fieldnote/core';

registerEnumType(Role, {
  name: 'Role',
  description: 'Workspace roles: managers run the workspace, contributors edit, viewers read.',
});
registerEnumType(Region, {
  name: 'Region',
  description: 'Data regions (spec 001 §9). Research data never leaves its region.',
});

export { Region, Role };

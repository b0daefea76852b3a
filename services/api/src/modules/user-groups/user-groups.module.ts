import { Module } from '@nestjs/common';
import { UserGroupsResolver } from './user-groups.resolver';
import { UserGroupsService } from './user-groups.service';

/** User groups: members grouped for project access. */
@Module({
  providers: [UserGroupsResolver, UserGroupsService],
})
export class UserGroupsModule {}

import { Module } from '@nestjs/common';
import { UserGroupsResolver } from './user-groups.resolver';
import { UserGroupsService } from './user-groups.service';
import { UserGroupsRepository } from './user-groups.repository';

/** User groups: members grouped for project access. */
@Module({
  providers: [UserGroupsRepository, UserGroupsResolver, UserGroupsService],
})
export class UserGroupsModule {}

import { Module } from '@nestjs/common';
import { ProjectAccessModule } from '../project-access';
import { AccessRequestsResolver } from './access-requests.resolver';
import { AccessRequestsService } from './access-requests.service';
import { AccessRequestsRepository } from './access-requests.repository';

/** Access requests: a member asks for access to a private project; its managers decide. */
@Module({
  imports: [ProjectAccessModule],
  providers: [AccessRequestsRepository, AccessRequestsResolver, AccessRequestsService],
})
export class AccessRequestsModule {}

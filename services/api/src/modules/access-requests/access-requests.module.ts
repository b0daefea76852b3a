import { Module } from '@nestjs/common';
import { ProjectAccessModule } from '../project-access';
import { AccessRequestNotificationsRepository } from './access-request-notifications.repository';
import { AccessRequestsResolver } from './access-requests.resolver';
import { AccessRequestsService } from './access-requests.service';
import { AccessRequestsRepository } from './access-requests.repository';

/** Access requests: a member asks for access to a private project; its managers decide. */
@Module({
  imports: [ProjectAccessModule],
  providers: [
    AccessRequestsRepository,
    AccessRequestNotificationsRepository,
    AccessRequestsResolver,
    AccessRequestsService,
  ],
})
export class AccessRequestsModule {}

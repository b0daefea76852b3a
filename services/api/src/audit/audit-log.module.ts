import { Module } from '@nestjs/common';
import { AuditLogResolver } from './audit-log.resolver';

/** The workspace's audit log, for its managers. */
@Module({
  providers: [AuditLogResolver],
})
export class AuditLogModule {}

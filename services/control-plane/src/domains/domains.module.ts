import { Module } from '@nestjs/common';
import { DomainsRepository } from './domains.repository';
import { DomainsService } from './domains.service';
import { DnsTxtResolver, TXT_RESOLVER } from './txt-resolver';

/** A workspace's verified e-mail domains (issue 32). Uses the control plane's WorkspaceTransactions (global). */
@Module({
  providers: [DomainsRepository, DomainsService, { provide: TXT_RESOLVER, useClass: DnsTxtResolver }],
  exports: [DomainsService],
})
export class DomainsModule {}

import { Module } from '@nestjs/common';
import { FileStorageModule } from '../file-storage';
import { DataRetentionJob } from './data-retention.job';
import { DataRetentionRepository } from './data-retention.repository';
import { DataRetentionResolver } from './data-retention.resolver';
import { DataRetentionRunner } from './data-retention.runner';
import { DataRetentionService } from './data-retention.service';

/** Data retention policies, the 7-day warnings and the batched deletion job (issue 36). */
@Module({
  imports: [FileStorageModule],
  providers: [
    DataRetentionResolver,
    DataRetentionService,
    DataRetentionRepository,
    DataRetentionJob,
    DataRetentionRunner,
  ],
  exports: [DataRetentionJob],
})
export class DataRetentionModule {}

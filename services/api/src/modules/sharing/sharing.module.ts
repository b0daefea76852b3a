import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { ShareReaders } from './share-readers';
import { SharingResolver } from './sharing.resolver';
import { SharingService } from './sharing.service';
import { SharingRepository } from './sharing.repository';

/** Share links: insights read by people outside the workspace. */
@Module({
  imports: [InsightsModule],
  providers: [SharingRepository, SharingResolver, SharingService, ShareReaders],
})
export class SharingModule {}

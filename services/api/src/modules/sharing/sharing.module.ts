import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { ShareReaders } from './share-readers';
import { SharingResolver } from './sharing.resolver';
import { SharingService } from './sharing.service';

/** Share links: insights read by people outside the workspace. */
@Module({
  imports: [InsightsModule],
  providers: [SharingResolver, SharingService, ShareReaders],
})
export class SharingModule {}

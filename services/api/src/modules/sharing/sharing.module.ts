import { Module } from '@nestjs/common';
import { InsightsModule } from '../insights';
import { PublicHighlightsService } from './public-highlights.service';
import { ShareLinkWriter } from './share-link-writer';
import { ShareReaders } from './share-readers';
import { SharedObjectsResolver } from './shared-objects.resolver';
import { SharedObjectsService } from './shared-objects.service';
import { SharingResolver } from './sharing.resolver';
import { SharingService } from './sharing.service';
import { SharingRepository } from './sharing.repository';

/** Share links: insights, notes and highlights read by people outside the workspace. */
@Module({
  imports: [InsightsModule],
  providers: [
    SharingRepository,
    SharingResolver,
    SharingService,
    ShareReaders,
    ShareLinkWriter,
    SharedObjectsResolver,
    SharedObjectsService,
    PublicHighlightsService,
  ],
  exports: [PublicHighlightsService],
})
export class SharingModule {}

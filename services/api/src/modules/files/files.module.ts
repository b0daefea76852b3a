import { Module } from '@nestjs/common';
import { BetaFeaturesModule } from '../beta-features';
import { FileStorageModule } from '../file-storage';
import { FileDownloadService } from './file-download.service';
import { FileLookup } from './file-lookup';
import { FileUploadService } from './file-upload.service';
import { FileUploadRoute } from './file-upload.route';
import { FileController } from './file.controller';
import { FilesHttpSetup } from './files-http.setup';
import { FilesResolver } from './files.resolver';
import { FilesRepository } from './files.repository';
import { FilesService } from './files.service';
import { TranscriptDownloadService } from './transcript-download.service';

/** Files attached to notes: uploads, downloads over HTTP, transcripts. */
@Module({
  imports: [FileStorageModule, BetaFeaturesModule],
  controllers: [FileController],
  providers: [
    FilesRepository,
    FileLookup,
    FilesResolver,
    FilesService,
    FileUploadService,
    FileUploadRoute,
    FileDownloadService,
    TranscriptDownloadService,
    FilesHttpSetup,
  ],
  exports: [FileLookup, FileUploadService, FileDownloadService, FilesService],
})
export class FilesModule {}

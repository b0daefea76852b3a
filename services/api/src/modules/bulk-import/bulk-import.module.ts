import { Module } from '@nestjs/common';
import { BulkImportRepository } from './bulk-import.repository';
import { BulkImportResolver } from './bulk-import.resolver';
import { BulkImportRunner } from './bulk-import.runner';
import { BulkImportService } from './bulk-import.service';
import { BulkImportUploadRoute } from './bulk-import-upload.route';

/** Bulk import of notes and survey responses from CSV and XLSX files, as a job (issue 36). */
@Module({
  providers: [
    BulkImportResolver,
    BulkImportService,
    BulkImportRepository,
    BulkImportRunner,
    BulkImportUploadRoute,
  ],
})
export class BulkImportModule {}

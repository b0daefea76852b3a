import { Module } from '@nestjs/common';
import { BulkImportController } from './bulk-import.controller';
import { BulkImportRepository } from './bulk-import.repository';
import { BulkImportResolver } from './bulk-import.resolver';
import { BulkImportRunner } from './bulk-import.runner';
import { BulkImportService } from './bulk-import.service';

/** Bulk import of notes and survey responses from CSV and XLSX files, as a job (issue 36). */
@Module({
  controllers: [BulkImportController],
  providers: [BulkImportResolver, BulkImportService, BulkImportRepository, BulkImportRunner],
})
export class BulkImportModule {}

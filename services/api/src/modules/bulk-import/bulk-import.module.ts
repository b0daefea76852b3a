import { Module } from '@nestjs/common';
import { FilesModule } from '../files';
import { NotesModule } from '../notes';
import { BulkImportRepository } from './bulk-import.repository';
import { BulkImportResolver } from './bulk-import.resolver';
import { BulkImportRunner } from './bulk-import.runner';
import { BulkImportService } from './bulk-import.service';
import { BulkImportUploadRoute } from './bulk-import-upload.route';
import { DocumentNoteRoute } from './document-note.route';
import { DocumentNoteService } from './document-note.service';

/**
 * Bulk import of notes and survey responses from CSV and XLSX files, as a job, and of text,
 * Markdown, Word and PDF files as notes (issue 36).
 */
@Module({
  imports: [NotesModule, FilesModule],
  providers: [
    DocumentNoteService,
    DocumentNoteRoute,
    BulkImportResolver,
    BulkImportService,
    BulkImportRepository,
    BulkImportRunner,
    BulkImportUploadRoute,
  ],
})
export class BulkImportModule {}

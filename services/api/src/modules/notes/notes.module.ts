import { Module } from '@nestjs/common';
import { CollaborationModule } from '../collaboration';
import { FileStorageModule } from '../file-storage';
import { NoteStatsResolver } from './note-stats.resolver';
import { NoteTrashService } from './note-trash.service';
import { NotesResolver } from './notes.resolver';
import { NotesService } from './notes.service';
import { NotesRepository } from './notes.repository';

/** Notes: research notes in projects, their trash and stats. */
@Module({
  imports: [CollaborationModule, FileStorageModule],
  providers: [NotesRepository, NotesResolver, NoteStatsResolver, NotesService, NoteTrashService],
  exports: [NotesService],
})
export class NotesModule {}

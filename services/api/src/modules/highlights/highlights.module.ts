import { Module } from '@nestjs/common';
import { CollaborationModule } from '../collaboration';
import { FilesModule } from '../files';
import { TagsModule } from '../tags';
import { HighlightsResolver } from './highlights.resolver';
import { HighlightsService } from './highlights.service';
import { NoteHighlightsReader } from './note-highlights-reader.service';
import { NoteHighlightsResolver } from './note-highlights.resolver';
import { ProjectHighlightsResolver } from './project-highlights.resolver';
import { ProjectHighlightsService } from './project-highlights.service';
import { TagHighlightsResolver } from './tag-highlights.resolver';
import { TranscriptHighlightsResolver } from './transcript-highlights.resolver';
import { TranscriptHighlightsService } from './transcript-highlights.service';
import { HighlightsRepository } from './highlights.repository';

/** Highlights of notes and transcripts, a project's highlights and a tag's highlights. */
@Module({
  imports: [TagsModule, CollaborationModule, FilesModule],
  providers: [
    HighlightsRepository,
    HighlightsResolver,
    ProjectHighlightsResolver,
    TranscriptHighlightsResolver,
    NoteHighlightsResolver,
    TagHighlightsResolver,
    HighlightsService,
    ProjectHighlightsService,
    TranscriptHighlightsService,
    NoteHighlightsReader,
  ],
  exports: [HighlightsService],
})
export class HighlightsModule {}

import { Module } from '@nestjs/common';
import { HighlightAuthorResolver, InsightAuthorResolver, NoteAuthorResolver } from './author-name.resolvers';

/** Authors' names on notes, highlights and insights (field resolvers). */
@Module({
  providers: [NoteAuthorResolver, HighlightAuthorResolver, InsightAuthorResolver],
})
export class AuthorsModule {}

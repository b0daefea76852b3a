import { Module } from '@nestjs/common';
import { AuthorsRepository } from './authors.repository';
import { HighlightAuthorResolver, InsightAuthorResolver, NoteAuthorResolver } from './author-name.resolvers';

/** Authors' names on notes, highlights and insights (field resolvers). */
@Module({
  providers: [AuthorsRepository, NoteAuthorResolver, HighlightAuthorResolver, InsightAuthorResolver],
})
export class AuthorsModule {}

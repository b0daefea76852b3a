import { Module } from '@nestjs/common';
import { CommentsResolver } from './comments.resolver';
import { CommentsService } from './comments.service';

/** Comments on notes and insights, with mentions. */
@Module({
  providers: [CommentsResolver, CommentsService],
})
export class CommentsModule {}

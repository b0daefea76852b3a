import { Module } from '@nestjs/common';
import { CommentNotifier } from './comment-notifications';
import { CommentPresenter } from './comment-presenter';
import { CommentTargets } from './comment-target';
import { CommentsRepository } from './comments.repository';
import { CommentsResolver } from './comments.resolver';
import { CommentsService } from './comments.service';

/** Comments on notes and insights, with mentions. */
@Module({
  providers: [
    CommentsRepository,
    CommentTargets,
    CommentNotifier,
    CommentPresenter,
    CommentsResolver,
    CommentsService,
  ],
})
export class CommentsModule {}

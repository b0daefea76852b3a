// The comments module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { commentPath, targetOf } from './comment-target';
export { CommentPersonModel, DELETED_USER } from './dto/comment.model';
export { CommentsModule } from './comments.module';

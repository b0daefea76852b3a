// The trash module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { TrashModule } from './trash.module';
// The one soft-delete lifecycle, and what a kind (projects, notes, insights) plugs into it.
export { SoftDeleteLifecycle } from './soft-delete-lifecycle';
export {
  type EventFieldsOf,
  type SoftDeleteKind,
  type SoftDeleteParent,
  type SoftDeleteRows,
  type TrashAccess,
  trashAccess,
} from './soft-delete-kind';
export type { SoftDeletable } from './soft-delete-state';

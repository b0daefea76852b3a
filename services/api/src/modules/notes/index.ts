// The notes module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { NoteModel } from './dto/note.model';
export { CreateNoteInput } from './dto/note.inputs';
export { findLiveNote } from './note-lookup';
export { NoteStatsBatch } from './note-stats';
export { NotesModule } from './notes.module';
export { NotesService } from './notes.service';

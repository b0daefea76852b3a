// The outbox writer lives in @fieldnote/db, shared with the control plane (whose membership and
// invite changes announce themselves the same way) without either importing the other.
export { recordEvent, recordEvents } from '@fieldnote/db';

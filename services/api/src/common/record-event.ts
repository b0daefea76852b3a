// The outbox writer is shared with the control plane, whose membership and invite changes announce
// themselves the same way.
export { recordEvent } from '@fieldnote/control-plane';

import * as Y from 'yjs';
import { type DocumentText, offsetOf } from './document-text.util';

/** A relative position is a few dozen bytes; anything longer is not one (checked before decoding). */
export const MAX_ANCHOR_LENGTH = 256;

/** An anchor a client sent, read and placed in the document: the position and its plain-text offset. */
export interface ClientAnchor {
  position: Y.RelativePosition;
  offset: number;
}

/**
 * The relative position whose encoding is exactly `base64` (standard base64, as the editor's btoa
 * writes it), or null. Yjs decodes almost any bytes into some position (unknown kinds become an empty
 * one, trailing bytes are ignored) and only fails later, while resolving, with "Unexpected case":
 * so the bytes must encode back to themselves, which admits exactly what Y.encodeRelativePosition
 * writes.
 */
function decodeExactly(base64: string): Y.RelativePosition | null {
  if (base64.length > MAX_ANCHOR_LENGTH) return null;
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== base64) return null;
  try {
    const position = Y.decodeRelativePosition(bytes);
    return Buffer.from(Y.encodeRelativePosition(position)).equals(bytes) ? position : null;
  } catch {
    return null;
  }
}

/**
 * Reads a base64 Yjs relative position from a client (createHighlight's startAnchor/endAnchor) and
 * places it in `doc`: null unless it decodes to exactly one position that stands at a character of
 * the document's text. Nothing the client sends can throw out of here or change `doc`: a position
 * naming a root type by name (Yjs would create that root to resolve it) names no character and is
 * refused before it is resolved. Every path that takes an anchor from outside goes through here.
 */
export function readClientAnchor(
  doc: Y.Doc,
  content: DocumentText,
  base64: string,
  follow: (position: Y.RelativePosition) => Y.RelativePosition = (position) => position,
): ClientAnchor | null {
  const decoded = decodeExactly(base64);
  if (!decoded || decoded.tname !== null) return null;
  try {
    const position = follow(decoded);
    const offset = offsetOf(doc, content, position);
    return offset === null ? null : { position, offset };
  } catch {
    // A position naming items in ways the document's store cannot look up is not one of its places.
    return null;
  }
}

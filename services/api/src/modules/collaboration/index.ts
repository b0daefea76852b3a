// The collaboration module's public surface: the only file other modules, the all-in-one and the tests
// import (npm run lint refuses a deep import). Everything else in this folder is internal.
export { loadStoredDocument, storedDocumentJson, storedDocumentState } from './build-document';
export { MAX_ANCHOR_LENGTH, readClientAnchor } from './client-anchor.util';
export { documentSchema } from './document-schema';
export { anchorAt, documentText, encodeAnchor } from './document-text.util';
export { replaceDocument } from './replace-document.util';
export { replacePlainText } from './replace-plain-text.util';
export { CollaborationHub, STORE_DEBOUNCE_MS } from './collaboration-hub.service';
export { CollaborationModule } from './collaboration.module';

// Moved to @fieldnote/core so the worker's notification mails link to the same addresses.
export { rootUrl, workspaceUrl } from '@fieldnote/core';

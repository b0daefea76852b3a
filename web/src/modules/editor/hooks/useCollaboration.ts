import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { useEffect, useState } from 'react';
import * as Y from 'yjs';
import type { SaveState } from '../types/EditorSelection';

/** The collaboration socket on the app's own origin, so the session cookie authenticates it. */
export function collaborationUrl(location: Location = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/collaboration`;
}

/** How long all changes must have been acknowledged before the indicator says "Saved". */
const SAVED_AFTER_MS = 400;

export interface Collaboration {
  /** Null until the provider is made (in an effect, so a remount never reuses a destroyed one). */
  provider: HocuspocusProvider | null;
  doc: Y.Doc | null;
  /** True once the document's content arrived: the editor shows it only then. */
  synced: boolean;
  /** The server opened the document read-only (a viewer, a locked insight). */
  serverReadOnly: boolean;
  state: SaveState;
  /** Why the server refused the document, if it did. */
  refusal: string | null;
}

/**
 * One Yjs document shared through the collaboration server, for as long as the component lives:
 * connection, sync and save state, and the server's stateless messages (`onStateless`).
 */
export function useCollaboration(
  documentName: string,
  onStateless?: (payload: string) => void,
): Collaboration {
  const [collab, setCollab] = useState<{ doc: Y.Doc; provider: HocuspocusProvider } | null>(null);
  const [synced, setSynced] = useState(false);
  const [status, setStatus] = useState<WebSocketStatus>(WebSocketStatus.Connecting);
  // "Saving…" shows at once; "Saved" only after a quiet moment, so typing does not re-render the
  // editor at every keystroke as the server acknowledges it.
  const [saving, setSaving] = useState(false);
  const [serverReadOnly, setServerReadOnly] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({ url: collaborationUrl(), name: documentName, document: doc });
    setCollab({ doc, provider });
    setSynced(false);
    setServerReadOnly(false);
    setRefusal(null);
    return () => {
      provider.destroy();
      doc.destroy();
    };
  }, [documentName]);

  useEffect(() => {
    if (!collab) return;
    const { provider } = collab;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    // The first sync counts as an unsynced change in the provider; opening a document is not saving
    // it, so "Saving…" waits for a change made after the first sync (the editor is not editable
    // before it).
    let syncedOnce = false;
    const onSynced = () => {
      setSynced(true);
      // The provider may still count the sync itself here (its acknowledgement comes next).
      if (!syncedOnce) {
        clearTimeout(quiet);
        setSaving(false);
      }
      syncedOnce = true;
    };
    const onStatus = ({ status: next }: { status: WebSocketStatus }) => setStatus(next);
    const onUnsynced = ({ number }: { number: number }) => {
      clearTimeout(quiet);
      if (number > 0) {
        if (syncedOnce) setSaving(true);
      } else quiet = setTimeout(() => setSaving(false), SAVED_AFTER_MS);
    };
    const onAuthenticated = ({ scope }: { scope: string }) => setServerReadOnly(scope === 'readonly');
    const onFailed = ({ reason }: { reason: string }) => setRefusal(reason);
    const onMessage = ({ payload }: { payload: string }) => onStateless?.(payload);
    provider.on('synced', onSynced);
    provider.on('status', onStatus);
    provider.on('unsyncedChanges', onUnsynced);
    provider.on('authenticated', onAuthenticated);
    provider.on('authenticationFailed', onFailed);
    provider.on('stateless', onMessage);
    return () => {
      clearTimeout(quiet);
      provider.off('synced', onSynced);
      provider.off('status', onStatus);
      provider.off('unsyncedChanges', onUnsynced);
      provider.off('authenticated', onAuthenticated);
      provider.off('authenticationFailed', onFailed);
      provider.off('stateless', onMessage);
    };
  }, [collab, onStateless]);

  const state: SaveState = serverReadOnly
    ? 'readOnly'
    : status === WebSocketStatus.Disconnected
      ? 'offline'
      : !synced
        ? 'connecting'
        : saving
          ? 'saving'
          : 'saved';
  return {
    provider: collab?.provider ?? null,
    doc: collab?.doc ?? null,
    synced,
    serverReadOnly,
    state,
    refusal,
  };
}

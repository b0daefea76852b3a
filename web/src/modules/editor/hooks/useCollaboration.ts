import { HocuspocusProvider, WebSocketStatus } from '@hocuspocus/provider';
import { useCallback, useEffect, useState } from 'react';
import * as Y from 'yjs';
import type { SaveState } from '../types/EditorSelection';
import { type EditRefusal, editRefusalOf } from '../utils/editRefusal';

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
  /**
   * The server refused this member's last edit (it nested the document deeper than `maximumDepth`)
   * and closed the document's connection; the connection stays closed until `reconnect` or `reload`.
   */
  editRefusal: EditRefusal | null;
  /** Connects again after a refused edit (once the edit is undone). */
  reconnect: () => void;
  /** Opens the document afresh from the server: what the server refused and anything unsent is gone. */
  reload: () => void;
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
  const [editRefusal, setEditRefusal] = useState<EditRefusal | null>(null);
  // Bumped by `reload`: a new document and connection.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const doc = new Y.Doc();
    const provider = new HocuspocusProvider({ url: collaborationUrl(), name: documentName, document: doc });
    setCollab({ doc, provider });
    setSynced(false);
    setServerReadOnly(false);
    setRefusal(null);
    setEditRefusal(null);
    return () => {
      provider.destroy();
      doc.destroy();
    };
  }, [documentName, generation]);

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
    // A refused edit stays in this document: connecting again would send it again and be closed again,
    // over and over. So the connection stays closed until the member undoes it (or reloads).
    const onClose = ({ event }: { event: { reason: string } }) => {
      const refusal = editRefusalOf(event.reason);
      if (!refusal) return;
      setEditRefusal(refusal);
      provider.disconnect();
    };
    provider.on('synced', onSynced);
    provider.on('status', onStatus);
    provider.on('unsyncedChanges', onUnsynced);
    provider.on('authenticated', onAuthenticated);
    provider.on('authenticationFailed', onFailed);
    provider.on('stateless', onMessage);
    provider.on('close', onClose);
    return () => {
      clearTimeout(quiet);
      provider.off('synced', onSynced);
      provider.off('status', onStatus);
      provider.off('unsyncedChanges', onUnsynced);
      provider.off('authenticated', onAuthenticated);
      provider.off('authenticationFailed', onFailed);
      provider.off('stateless', onMessage);
      provider.off('close', onClose);
    };
  }, [collab, onStateless]);

  const provider = collab?.provider ?? null;
  const reconnect = useCallback(() => {
    setEditRefusal(null);
    void provider?.connect();
  }, [provider]);
  const reload = useCallback(() => setGeneration((current) => current + 1), []);

  const state: SaveState = serverReadOnly
    ? 'readOnly'
    : editRefusal
      ? 'refused'
      : status === WebSocketStatus.Disconnected
        ? 'offline'
        : !synced
          ? 'connecting'
          : saving
            ? 'saving'
            : 'saved';
  return {
    provider,
    doc: collab?.doc ?? null,
    synced,
    serverReadOnly,
    state,
    refusal,
    editRefusal,
    reconnect,
    reload,
  };
}

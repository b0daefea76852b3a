import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import type { GraphqlClient } from '../../services/all-in-one/src/testing/graphql-client';

/** The collaboration socket's path (services/api/src/modules/collaboration/collaboration.gateway.ts). */
export const COLLABORATION_PATH = '/api/collaboration';

/** The Y.XmlFragment the editor binds to. */
export const FIELD = 'default';

/** A member's editor in Node: a real Hocuspocus provider over a real WebSocket, with the member's cookie. */
export interface CollabClient {
  provider: HocuspocusProvider;
  doc: Y.Doc;
  fragment: Y.XmlFragment;
  /** Why the server refused the document, once it did. */
  refusal: Promise<string>;
  close(): void;
}

export interface ConnectOptions {
  /** The Origin header of the handshake (browsers always send one); none by default, as scripts do. */
  origin?: string;
  /** The Cookie header, when not the client's own session. */
  cookie?: string | null;
}

/** A WebSocket class that sends the member's Host, Cookie and Origin headers, as a browser would. */
function socketClass(client: GraphqlClient, options: ConnectOptions) {
  const headers: Record<string, string> = { host: client.host };
  const cookie = options.cookie === undefined ? client.sessionCookie : options.cookie;
  if (cookie) headers.cookie = cookie;
  if (options.origin) headers.origin = options.origin;
  return class MemberSocket extends WebSocket {
    constructor(url: string) {
      super(url, { headers });
    }
  };
}

/** Opens `documentName` as `client`'s member would; resolves once connected (synced or refused). */
export function connect(
  client: GraphqlClient,
  documentName: string,
  options: ConnectOptions = {},
): CollabClient {
  const doc = new Y.Doc();
  let refused: (reason: string) => void = () => undefined;
  const refusal = new Promise<string>((resolve) => (refused = resolve));
  const socket = new HocuspocusProviderWebsocket({
    url: `${client.serverAddress.replace(/^http/, 'ws')}${COLLABORATION_PATH}`,
    WebSocketPolyfill: socketClass(client, options),
    // Tests want the first answer, not retries.
    maxAttempts: 1,
  });
  const provider = new HocuspocusProvider({
    websocketProvider: socket,
    name: documentName,
    document: doc,
    onAuthenticationFailed: ({ reason }) => refused(reason),
  });
  // A provider given its socket does not attach itself.
  provider.attach();
  return {
    provider,
    doc,
    fragment: doc.getXmlFragment(FIELD),
    refusal,
    close: () => {
      provider.destroy();
      socket.destroy();
    },
  };
}

/** Resolves once the provider has synced with the server. */
export function synced(client: CollabClient): Promise<void> {
  if (client.provider.isSynced) return Promise.resolve();
  return new Promise((resolve) => client.provider.on('synced', () => resolve()));
}

/** Polls until `check` passes (edits travel asynchronously); fails after `timeoutMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The text of the document's paragraphs joined by "\n" (what notes.content stores for plain notes). */
export function paragraphs(fragment: Y.XmlFragment): string {
  return fragment
    .toArray()
    .map((block) =>
      block instanceof Y.XmlElement
        ? block
            .toArray()
            .map((t) => (t instanceof Y.XmlText ? t.toString() : ''))
            .join('')
        : '',
    )
    .join('\n');
}

/** The XmlText of paragraph `index` (creating the text node when the paragraph is empty). */
export function paragraphText(fragment: Y.XmlFragment, index: number): Y.XmlText {
  const block = fragment.get(index);
  if (!(block instanceof Y.XmlElement)) throw new Error(`no paragraph ${index}`);
  const first = block.get(0);
  if (first instanceof Y.XmlText) return first;
  const text = new Y.XmlText();
  block.insert(0, [text]);
  return text;
}

/** Appends a paragraph holding `text`. */
export function appendParagraph(fragment: Y.XmlFragment, text: string): void {
  const block = new Y.XmlElement('paragraph');
  block.insert(0, [new Y.XmlText(text)]);
  fragment.push([block]);
}

import type { IncomingMessage } from 'node:http';
import type { Config } from '@fieldnote/core';
import { rootUrl } from '../workspaces/workspace-url';
import { isSameOrigin } from './cross-site-request.guard';

/** Spec 000 §9: a document update may be up to 5 MB; no WebSocket message of ours is larger. */
export const MAX_WEBSOCKET_MESSAGE_BYTES = 5 * 1024 * 1024;

/**
 * The one check every WebSocket handshake of the server passes (GraphQL subscriptions and the
 * collaboration socket share @fastify/websocket): browsers always send Origin with a handshake and
 * their cookies go along from any page, so an Origin must be the workspace's own address or the root
 * app's (cross-site WebSocket hijacking). A handshake without Origin comes from a script, which
 * carries no victim's cookie jar.
 */
export function sameOriginUpgrades(config: Pick<Config, 'PUBLIC_URL' | 'BASE_DOMAIN' | 'PORT'>) {
  const origins = { rootOrigin: () => rootUrl(config).origin, baseDomain: config.BASE_DOMAIN };
  return (info: { origin?: string; req: IncomingMessage }, next: (ok: boolean, code?: number) => void) => {
    const { host, 'sec-fetch-site': fetchSite } = info.req.headers;
    const allowed =
      fetchSite !== 'cross-site' && (info.origin === undefined || isSameOrigin(info.origin, host, origins));
    next(allowed, allowed ? undefined : 403);
  };
}

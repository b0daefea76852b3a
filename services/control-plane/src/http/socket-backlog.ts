import type { WebSocket } from 'ws';

/**
 * Cuts a WebSocket whose client has stopped reading (issue 30): ws queues whatever is sent without
 * end, so a client that pauses while asking for answers (a subscription answered again and again, a
 * document's whole state for every sync request) would fill the server's memory. Once more than
 * `maxBytes` wait to be sent, the socket is terminated (no close frame: nothing more can be written
 * to it) and `onCut` is told once; later sends are dropped.
 */
export function cutWhenBacklogged(
  socket: WebSocket,
  maxBytes: number,
  onCut: (backlogBytes: number) => void,
): void {
  const send = socket.send.bind(socket) as (...args: unknown[]) => void;
  let cut = false;
  socket.send = function sendUnlessBacklogged(...args: unknown[]): void {
    if (cut) return;
    if (socket.bufferedAmount > maxBytes) {
      cut = true;
      onCut(socket.bufferedAmount);
      socket.terminate();
      return;
    }
    send(...args);
  } as WebSocket['send'];
}

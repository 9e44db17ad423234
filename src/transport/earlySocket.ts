const EVENTS = ['open', 'message', 'error', 'close'] as const;

/**
 * A socket cashier's WebSocket, opened as its session starts, while socket.io's chunk is still
 * loading and being evaluated: the connection's round trips run beside that work instead of after
 * it. What the socket hears meanwhile (the server's open packet) is kept for whoever adopts it.
 */
export interface EarlySocket {
  /**
   * The socket, for the engine.io transport that connects to `url` (transport/socket.ts), once:
   * null when it was taken, is closed, or is to another address (it is closed then). What it
   * heard before reaches the handlers the transport sets on it, in order, in the next microtask.
   */
  adopt(url: string): WebSocket | null;
  /** Closes the socket if nobody took it: the session ended first. */
  close(): void;
}

export function openEarlySocket(url: string, Socket: typeof WebSocket = WebSocket): EarlySocket {
  let socket: WebSocket | null;
  try {
    socket = new Socket(url);
  } catch {
    socket = null; // a malformed address: socket.io reports it when it tries the same
  }
  const heard: Event[] = [];
  const hear = (event: Event) => heard.push(event);
  for (const type of EVENTS) socket?.addEventListener(type, hear);
  const release = () => {
    const taken = socket;
    socket = null;
    for (const type of EVENTS) taken?.removeEventListener(type, hear);
    return taken;
  };
  return {
    adopt(wanted) {
      const taken = release();
      if (!taken) return null;
      if (wanted !== url || taken.readyState === Socket.CLOSING || taken.readyState === Socket.CLOSED) {
        taken.close();
        return null;
      }
      queueMicrotask(() => {
        for (const event of heard.splice(0)) handlerFor(taken, event.type)?.call(taken, event);
      });
      return taken;
    },
    close() {
      release()?.close();
    },
  };
}

/** The `on…` handler a socket has for an event of `type`. */
function handlerFor(socket: WebSocket, type: string): ((this: WebSocket, event: Event) => unknown) | null {
  if (type === 'open') return socket.onopen;
  if (type === 'message') return socket.onmessage as ((this: WebSocket, event: Event) => unknown) | null;
  if (type === 'error') return socket.onerror;
  return socket.onclose as ((this: WebSocket, event: Event) => unknown) | null;
}

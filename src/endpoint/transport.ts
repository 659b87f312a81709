/**
 * One channel to the other side (penpal's `Messenger` is the model): a window message or a
 * `MessagePort`. Each side holds one active transport at a time and sends everything through it;
 * what arrives is handed to the same checks whichever channel it came on.
 */
export interface Transport {
  /** `window` (postMessage to one window and origin) or `port` (a `MessageChannel` end). */
  readonly kind: 'window' | 'port';
  /** Posts one envelope; `false` when there is nowhere to post it (the caller reports it). */
  send(message: object): boolean;
  /** Stops receiving and sending; idempotent. */
  close(): void;
}

/** A transport over one end of a `MessageChannel`: `onMessage` gets the data of each message on it. */
export function portTransport(port: MessagePort, onMessage: (data: unknown) => void): Transport {
  port.onmessage = (message) => onMessage(message.data);
  return {
    kind: 'port',
    send: (message) => {
      port.postMessage(message);
      return true;
    },
    close: () => {
      port.onmessage = null;
      port.close();
    },
  };
}

/**
 * A transport over window messages to `target()` at `targetOrigin` (read at each send: an iframe's
 * window changes when it navigates). Receiving is the side's own checked `message` listener.
 */
export function windowTransport(target: () => Window | null, targetOrigin: string): Transport {
  return {
    kind: 'window',
    send: (message) => {
      const window = target();
      if (!window) return false;
      window.postMessage(message, targetOrigin);
      return true;
    },
    close: () => {},
  };
}

import { PORT_OFFER_TYPE } from '../protocol/extension-envelope';
import { EXTENSIONS } from '../protocol/extensions';
import type { EmbedExtension } from './extension';
import { EmbedPort } from './port-channel';

/**
 * The `message-port` extension, embed side: announces it in `ready` with this document's nonce,
 * accepts one private `MessagePort` from a host with `messagePort()`, then sends and receives
 * every envelope on it (still checked).
 */
export function messagePort(): EmbedExtension {
  return {
    name: EXTENSIONS.messagePort,
    setup({ lifetime, diagnose, log, receive, surface, now }) {
      const port = new EmbedPort();
      lifetime.add(() => port.close());
      return {
        announce: () => ({ portNonce: port.nonce }),
        actions: {
          [PORT_OFFER_TYPE]: (message) => {
            const refusal = port.accept(message, (data) => receive(data, 'port'), surface, now());
            if (refusal) diagnose(refusal);
          },
        },
        send: (envelope) => {
          if (!port.send(envelope)) return false;
          const { type, payload } = envelope as { type: string; payload: unknown };
          log('out', 'sent', type, 'port', payload);
          return true;
        },
      };
    },
  };
}

import { EXTENSIONS } from '../protocol/extensions';
import type { HostExtension } from './extension';
import { HostPort } from './port-channel';

/**
 * The `message-port` extension, host side: after a `ready` that announces it, a private
 * `MessageChannel` carries every message both ways (still checked). The embed must use its own
 * `messagePort()`. Off by default: in WebKit, and at times in Firefox, a port round trip is
 * slower than a window message (README "Browser support").
 */
export function messagePort(): HostExtension {
  return {
    name: EXTENSIONS.messagePort,
    setup({ iframe, tenantOrigin, lifetime, diagnose, log, receive, post }) {
      const port = new HostPort({
        tenantOrigin,
        onData: receive,
        diagnose,
        log,
        timers: lifetime,
        fallback: (held) => {
          for (const action of held) post(action);
        },
      });
      lifetime.add(() => port.close());
      return {
        ready: (ready, capabilities) => port.onReady(capabilities, iframe.contentWindow, ready.portNonce),
        load: () => port.onLoad(),
        send: (action) => port.send(action),
      };
    },
  };
}

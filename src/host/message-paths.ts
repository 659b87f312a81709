import { type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import type { ExtensionLog } from '../internal/extension';
import type { HostExtensions } from './capabilities';
import type { EmbedControllerOptions } from './controller-options';
import { createEnvelopeReceiver, createEventReceiver, type EventReceiverOptions } from './event-receiver';
import { HostTransport, readTransportChoice } from './transport-switch';

interface MessagePathParts extends Pick<EventReceiverOptions, 'tenantOrigin' | 'onEvent'> {
  debug: ExtensionLog;
  iframe: HTMLIFrameElement;
  transport: EmbedControllerOptions['transport'];
  extensions: HostExtensions;
  /** The throttled handler: any window can send messages at any rate. */
  onMessageDiagnostic: DiagnosticHandler | undefined;
  timers: Disposer;
}

/**
 * A controller's two ways in and its transport: window messages (`fromWindow`: sender checks,
 * then a transport step to the transport, an extension's type to the extensions, a core event to
 * `onEvent`) and port data (`fromPort`: its sender known by construction, the same envelope checks).
 */
export function messagePaths(parts: MessagePathParts) {
  const { iframe, tenantOrigin, extensions, onMessageDiagnostic, timers } = parts;
  const receiving: EventReceiverOptions = {
    expectedSource: () => iframe.contentWindow,
    tenantOrigin,
    onEvent: parts.onEvent,
    onExtension: (data, type, origin) =>
      transport.receiveWindow(data, type) || extensions.receive(data, type, origin),
    onDiagnostic: onMessageDiagnostic,
    debug: parts.debug,
  };
  const envelopes = createEnvelopeReceiver({
    ...receiving,
    onExtension: (data, type, origin) => extensions.receive(data, type, origin),
  });
  const fromPort = (data: unknown) => envelopes(data, tenantOrigin);
  const transport = new HostTransport({
    choice: readTransportChoice(parts.transport),
    tenantOrigin,
    target: () => iframe.contentWindow,
    onData: fromPort,
    diagnose: (diagnostic) => reportDiagnostic(onMessageDiagnostic, diagnostic),
    log: parts.debug,
    timers,
  });
  timers.add(() => transport.close());
  return { transport, fromPort, fromWindow: createEventReceiver(receiving) };
}

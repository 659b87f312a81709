import { type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import type { ExtensionLog } from '../internal/extension';
import type { HostExtensions } from './capabilities';
import type { EmbedControllerOptions } from './controller-options';
import { createEnvelopeReceiver, createEventReceiver, type EventReceiverOptions } from './event-receiver';
import { HostTransport, readTransportChoice } from './transport-switch';

/**
 * A controller's transport and its two ways in, `[transport, fromPort, fromWindow]`: window messages (`fromWindow`: sender checks,
 * then a transport step to the transport, an extension's type to the extensions, a core event to
 * `onEvent`) and port data (`fromPort`: its sender known by construction, the same envelope checks).
 */
export function messagePaths(
  iframe: HTMLIFrameElement,
  tenantOrigin: string,
  choice: EmbedControllerOptions['transport'],
  extensions: HostExtensions,
  onEvent: EventReceiverOptions['onEvent'],
  /** The throttled handler: any window can send messages at any rate. */
  onMessageDiagnostic: DiagnosticHandler | undefined,
  debug: ExtensionLog,
  timers: Disposer,
) {
  const receiving: EventReceiverOptions = {
    expectedSource: () => iframe.contentWindow,
    tenantOrigin,
    onEvent,
    onExtension: (data, type, origin) =>
      transport.receiveWindow(data, type) || extensions.receive(data, type, origin),
    onDiagnostic: onMessageDiagnostic,
    debug,
  };
  const envelopes = createEnvelopeReceiver({
    ...receiving,
    onExtension: (data, type, origin) => extensions.receive(data, type, origin),
  });
  const fromPort = (data: unknown) => envelopes(data, tenantOrigin);
  const transport = new HostTransport({
    choice: readTransportChoice(choice),
    tenantOrigin,
    target: () => iframe.contentWindow,
    onData: fromPort,
    diagnose: (diagnostic) => reportDiagnostic(onMessageDiagnostic, diagnostic),
    log: debug,
    timers,
  });
  timers.add(() => transport.close());
  return [transport, fromPort, createEventReceiver(receiving)] as const;
}

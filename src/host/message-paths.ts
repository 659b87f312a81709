import { type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import type { ExtensionLog } from '../internal/extension';
import type { HostExtensions } from './capabilities';
import type { EmbedControllerOptions } from './controller-options';
import { eventInbound } from './event-receiver';
import { HostTransport, readTransportChoice } from './transport-switch';

/**
 * A controller's transport and its ways in, `[transport, fromExtension, fromWindow]` (the host's
 * direction of the endpoint, `eventInbound`): window messages pass the sender checks; the port's
 * data (its sender known by construction) and an extension's (`context.receive`) enter after them;
 * then the same codec and dispatch.
 */
export function messagePaths(
  iframe: HTMLIFrameElement,
  tenantOrigin: string,
  choice: EmbedControllerOptions['transport'],
  extensions: HostExtensions,
  onEvent: (event: Parameters<HostExtensions['onEvent']>[0], data: unknown) => void,
  /** The throttled handler: any window can send messages at any rate. */
  onMessageDiagnostic: DiagnosticHandler | undefined,
  debug: ExtensionLog,
  timers: Disposer,
) {
  const diagnose = (diagnostic: Parameters<typeof reportDiagnostic>[1]) =>
    reportDiagnostic(onMessageDiagnostic, diagnostic);
  const [fromWindow, receive] = eventInbound(
    () => iframe.contentWindow,
    tenantOrigin,
    // The transport's own messages first, on their channel; every other type to the extensions.
    (type, channel) =>
      transport.owner(type, channel) ?? ((data, origin) => extensions.receive(data, type, origin)),
    onEvent,
    diagnose,
    debug,
  );
  const transport = new HostTransport(
    {
      choice: readTransportChoice(choice),
      tenantOrigin,
      target: () => iframe.contentWindow,
      diagnose,
      log: debug,
      timers,
    },
    (data) => receive(data, tenantOrigin, 'port'),
  );
  timers.add(() => transport.close());
  return [transport, (data: unknown) => receive(data, tenantOrigin), fromWindow] as const;
}

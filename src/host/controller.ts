import type {
  ActionPayloads,
  EmbedActionName,
  EmbedEvent,
  EmbedEventName,
  EmbedTheme,
  EventPayloads,
} from '../envelope';
import { requireBrowser } from '../internal/browser-only';
import { checkOptions } from '../internal/check-options';
import { createDebugLog, type DebugLog, withDebugLog } from '../internal/debug-log';
import { throttleDiagnostics } from '../internal/diagnostic-throttle';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { Disposer, isTimerDelay, TIMER_DELAY_RULE } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError, invalidArgument, invalidOption } from '../internal/errors';
import { ActionSender } from './action-sender';
import { type EmbedCapabilities, ExtensionGate } from './capabilities';
import { CONTROLLER_OPTION_SHAPE } from './controller-option-shape';
import type { EmbedControllerOptions, EmbedEventHandlers } from './controller-options';
import { buildEmbedUrl, filterParameter, type JsonValue } from './embed-url';
import { createEnvelopeReceiver, createEventReceiver } from './event-receiver';
import { eventName, routeToRenewal } from './event-routing';
import { EventSubscribers } from './event-subscribers';
import { enterFullscreen, leaveFullscreen } from './fullscreen';
import { createEmbedIframe } from './iframe';
import { HostPort } from './port-channel';
import { ReadyGate, readyTimeoutError } from './ready-gate';
import { resolveRenewalOptions } from './renewal-options';
import { type RenewalStatus, type RenewalUpdate, SessionRenewal } from './session-renewal';

type ControllerHandlers = EmbedEventHandlers & { [RENEWAL]: (update: RenewalUpdate) => void };
const RENEWAL = Symbol('renewal');

/** Embeds one surface in one iframe and talks to it. */
export class EmbedController {
  /** Resolves with the first `ready` payload; rejects on timeout or `destroy()`. */
  readonly ready: Promise<EventPayloads['ready']>;
  /** The origin of `tenantUrl`: the only origin events are accepted from and actions are sent to. */
  readonly tenantOrigin: string;
  /** The iframe of the embed: the one created in `container`, or the one given as `iframe`. */
  readonly iframe: HTMLIFrameElement;

  readonly #disposer = new Disposer();
  readonly #subscribers = new EventSubscribers<ControllerHandlers>();
  readonly #ownsIframe: boolean;
  readonly #renewal: SessionRenewal | null;
  readonly #onDiagnostic: DiagnosticHandler | undefined;
  readonly #sender: ActionSender;
  readonly #readyGate: ReadyGate;
  readonly #debug: DebugLog | undefined;
  readonly #extensions: ExtensionGate;
  readonly #port: HostPort;

  constructor(options: EmbedControllerOptions) {
    requireBrowser('new EmbedController()');
    if (options?.container === null)
      throw invalidOption('container is null: did document.querySelector() find no element?');
    checkOptions('EmbedController', options, CONTROLLER_OPTION_SHAPE);
    const { container, iframe, readyTimeoutMs = 30_000 } = options;
    if (!container === !iframe) throw invalidOption('give exactly one of container and iframe');
    if (!isTimerDelay(readyTimeoutMs) || readyTimeoutMs === 0) {
      throw invalidOption(
        `readyTimeoutMs must be > 0 and ${TIMER_DELAY_RULE}, got ${String(readyTimeoutMs)}`,
      );
    }
    const renewal = resolveRenewalOptions(options.renewal);
    const src = buildEmbedUrl(options);
    // buildEmbedUrl has checked tenantUrl; the address keeps its origin.
    this.tenantOrigin = new URL(src).origin;
    this.#debug = createDebugLog('host', options.debug);
    const onDiagnostic = withDebugLog(options.onDiagnostic, this.#debug);
    // What messages cause: any window can send them at any rate.
    const onMessageDiagnostic = throttleDiagnostics(onDiagnostic, this.#disposer);
    this.#onDiagnostic = onDiagnostic;
    this.#ownsIframe = !iframe;
    this.iframe = iframe ?? createEmbedIframe(src, options.surface, options.title);
    this.#extensions = new ExtensionGate(
      this.iframe,
      options,
      onMessageDiagnostic,
      this.#debug,
      this.#disposer,
    );
    if (iframe && iframe.src !== src) iframe.src = src;

    const debug = this.#debug;
    const receiving = {
      expectedSource: () => this.iframe.contentWindow,
      tenantOrigin: this.tenantOrigin,
      onEvent: (event: EmbedEvent) => this.#receive(event),
      onExtension: (data: unknown, type: string, origin: string) =>
        this.#extensions.receive(data, type, origin),
      onDiagnostic: onMessageDiagnostic,
      debug,
    };
    const fromPort = createEnvelopeReceiver(receiving);
    this.#port = new HostPort({
      ...receiving,
      enabled: options.messagePort === true,
      onData: (data) => fromPort(data, this.tenantOrigin),
      timers: this.#disposer,
      fallback: (held) => {
        for (const action of held) this.#sender.post(action);
      },
    });
    this.#disposer.add(() => this.#port.close());
    this.#disposer.listen(this.iframe, 'load', () => this.#port.onLoad());
    this.#sender = new ActionSender({
      target: () => this.iframe.contentWindow,
      tenantOrigin: this.tenantOrigin,
      isDestroyed: () => this.destroyed,
      viaPort: (action) => this.#port.send(action),
      onDiagnostic,
      debug,
    });
    this.#readyGate = new ReadyGate(this.#disposer, readyTimeoutMs, () =>
      readyTimeoutError(this.tenantOrigin, readyTimeoutMs),
    );
    this.ready = this.#readyGate.promise;

    this.#renewal =
      options.sessionId === undefined
        ? null
        : new SessionRenewal({
            ...renewal,
            mintSession: options.mintSession,
            postSetSession: (action) => this.#sender.post(action),
            timers: this.#disposer,
            notify: (update) => this.#subscribers.emit(RENEWAL, [update], this.#handlerThrew),
            onDiagnostic: (diagnostic) => {
              // A renewal that gives up unheard would end the session silently: say so somewhere.
              if (!options.onDiagnostic && !this.#subscribers.has(RENEWAL))
                console.warn(`[svc-embed] ${diagnostic.message}`);
              onDiagnostic?.(diagnostic);
            },
          });

    this.#disposer.listen(window, 'message', createEventReceiver(receiving));
    if (options.colorScheme) this.setColorScheme(options.colorScheme);
    if (options.theme) this.setTheme(options.theme);
    if (this.#ownsIframe) container?.append(this.iframe);
  }

  /** True once `ready` has arrived; actions sent before it are queued. */
  get isReady(): boolean {
    return this.#sender.isReady;
  }

  /** What the embed announced in its latest `ready` (`null` before it): version and extensions. */
  get capabilities(): EmbedCapabilities | null {
    return this.#extensions.capabilities;
  }

  /** True after `destroy()`. */
  get destroyed(): boolean {
    return this.#disposer.disposed;
  }

  /** `idle` in private mode and until a session warns; then the renewal's progress. */
  get renewalStatus(): RenewalStatus {
    return this.#renewal?.status ?? 'idle';
  }

  /** Calls `handler(payload, envelope)` on each event `name`; returns the function that unsubscribes it. */
  on<N extends EmbedEventName>(name: N, handler: EmbedEventHandlers[N]): () => void {
    return this.#subscribers.on(name, handler as ControllerHandlers[N]);
  }

  /** Like `on`, for the next event `name` only. */
  once<N extends EmbedEventName>(name: N, handler: EmbedEventHandlers[N]): () => void {
    return this.#subscribers.on(name, handler as ControllerHandlers[N], true);
  }

  /** Unsubscribes a handler given to `on` or `once`. */
  off<N extends EmbedEventName>(name: N, handler: EmbedEventHandlers[N]): void {
    this.#subscribers.off(name, handler as ControllerHandlers[N]);
  }

  /** Each step of a session renewal: minting, retries, `set-session` sent, failures. */
  onRenewal(handler: (update: RenewalUpdate) => void): () => void {
    return this.#subscribers.on(RENEWAL, handler);
  }

  /** Sends `set-color-scheme`: `light`, `dark` or `auto` (follows the OS). Queued until ready; re-sent after a reload. */
  setColorScheme(scheme: ActionPayloads['set-color-scheme']['scheme']): void {
    this.#send('set-color-scheme', { scheme });
  }

  /** Sends `set-theme` with a brand theme, each value checked. Queued until ready; re-sent after a reload. */
  setTheme(theme: EmbedTheme): void {
    this.#send('set-theme', theme);
  }

  /** A BCP 47 tag; invalid tags throw `EmbedError('invalid-argument')`. */
  setLocale(locale: string): void {
    this.#send('set-locale', { locale });
  }

  /** An IANA name; bare offsets such as `+02:00` throw `EmbedError('invalid-argument')`. */
  setTimezone(timezone: string): void {
    this.#send('set-timezone', { timezone });
  }

  /** `setFilter('orders.status', { value: 'USA' })` sends `f_orders.status={"value":"USA"}`. */
  setFilter(member: string, value: JsonValue): void {
    this.#send('set-filter', {
      filterUrlParameter: filterParameter(member, value, invalidArgument).join('='),
    });
  }

  /** Sends `navigate` to an in-embed path such as `/embed/d/42/app/workbook/130`. */
  navigate(path: string): void {
    this.#send('navigate', { path });
  }

  /** Sends `refresh`: the embed re-runs its queries. */
  refresh(): void {
    this.#send('refresh', {});
  }

  /** Sends `set-session` with a fresh single-use session id; the renewal does this on its own. */
  setSession(sessionId: string): void {
    this.#send('set-session', { sessionId });
  }

  /** Shows the iframe fullscreen; rejects with an `EmbedError` (`fullscreen-refused`) when the browser will not. */
  requestFullscreen(): Promise<void> {
    return enterFullscreen(this.iframe, this.destroyed);
  }

  /** Leaves fullscreen if this iframe holds it. */
  exitFullscreen(): Promise<void> {
    return leaveFullscreen(this.iframe);
  }

  /** Idempotent: removes every listener, timer and handler, and the iframe it created. */
  destroy(): void {
    if (this.destroyed) return;
    this.#disposer.dispose();
    this.#subscribers.clear();
    this.#sender.clear();
    this.#readyGate.reject(new EmbedError(EMBED_ERROR_CODES.destroyed, 'the controller was destroyed'));
    if (this.#ownsIframe) this.iframe.remove();
  }

  #send<N extends EmbedActionName>(name: N, payload: ActionPayloads[N]): void {
    this.#sender.send(name, payload);
  }

  #receive(event: EmbedEvent): void {
    if (event.type === 'svc:event:ready') {
      this.#extensions.onReady(event.payload);
      this.#port.onReady(this.#extensions.capabilities, this.iframe.contentWindow, event.payload.portNonce);
      this.#sender.onReady();
      this.#readyGate.resolve(event.payload);
    }
    if (this.#renewal) routeToRenewal(event, this.#renewal);
    this.#subscribers.emit(eventName(event), [event.payload, event] as never, this.#handlerThrew);
  }

  readonly #handlerThrew = (error: unknown) =>
    reportDiagnostic(this.#onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.handlerThrew,
      message: `a handler threw: ${String(error)}`,
      detail: error,
    });
}

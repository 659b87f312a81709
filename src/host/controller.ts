import type {
  ActionPayloads,
  EmbedActionName,
  EmbedEvent,
  EventPayloads,
  SetThemePayload,
} from '../envelope';
import { requireBrowser } from '../internal/browser-only';
import { checkOptions, readOptionsOnce } from '../internal/check-options';
import { throttleDiagnostics } from '../internal/diagnostic-throttle';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { Disposer, isTimerDelay, TIMER_DELAY_RULE } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError, invalidArgument, invalidOption } from '../internal/errors';
import { extensionSet, withLog } from '../internal/extension-set';
import { ActionSender } from './action-sender';
import { type HostExtensionSet, HostExtensions } from './capabilities';
import { CONTROLLER_OPTION_SHAPE } from './controller-option-shape';
import type { ControllerEventHandlers, EmbedControllerOptions } from './controller-options';
import { embedAddress, filterParameter, type JsonValue, surfacePath, surfaceRoot } from './embed-url';
import { createEnvelopeReceiver, createEventReceiver } from './event-receiver';
import { eventName, routeToRenewal } from './event-routing';
import { EventSubscribers } from './event-subscribers';
import { type EmbedCapabilities, HOST_HOOKS, type HostExtensionContext } from './extension';
import { openingAddress } from './first-session';
import { createEmbedIframe } from './iframe';
import { preconnect } from './preconnect';
import { probeWhenSilent } from './reach-probe';
import { ReadyGate, type ReadyWatch, readyTimeoutError } from './ready-gate';
import { resolveRenewalOptions } from './renewal-options';
import { type RenewalStatus, SessionRenewal } from './session-renewal';
import { HostTransport, readTransportChoice } from './transport-switch';

/** Embeds one surface in one iframe and talks to it. */
export class EmbedController {
  /** Resolves with the first `ready` payload; rejects on timeout or `destroy()`. */
  readonly ready: Promise<EventPayloads['ready']>;
  /** The origin of `tenantUrl`: the only origin events are accepted from and actions are sent to. */
  readonly tenantOrigin: string;
  /** The iframe of the embed: the one created in `container`, or the one given as `iframe`. */
  readonly iframe: HTMLIFrameElement;

  readonly #disposer = new Disposer();
  readonly #subscribers = new EventSubscribers<ControllerEventHandlers>();
  readonly #ownsIframe: boolean;
  readonly #renewal: SessionRenewal | null;
  readonly #onDiagnostic: DiagnosticHandler | undefined;
  readonly #sender: ActionSender;
  readonly #readyGate: ReadyGate;
  readonly #extensions: HostExtensions;
  readonly #transport: HostTransport;

  constructor(options: EmbedControllerOptions) {
    requireBrowser('new EmbedController()');
    // Each option read once (readOptionsOnce): from here on, only the copy is read.
    options = readOptionsOnce(options);
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
    // `mintSession` without `sessionId`: a signed embed whose first session is minted here, before
    // the iframe gets its address (checked now, with a stand-in id, so a bad option throws at once).
    const mintsFirst = options.sessionId === undefined && options.mintSession !== undefined;
    const checked = mintsFirst ? { ...options, sessionId: 'minting' } : options;
    // embedAddress (buildEmbedUrl) has checked tenantUrl; the address keeps its origin.
    this.tenantOrigin = new URL(embedAddress(checked)).origin;
    /** Where the embed opens unless an extension's `openAt` moves it. */
    const start = surfacePath(checked);
    const root = surfaceRoot(options);
    this.#ownsIframe = !iframe;
    // Its address comes as it opens: an extension's `openAt` may move it to a route first.
    this.iframe = iframe ?? createEmbedIframe('', options.surface, options.title);
    try {
      const extensions: HostExtensionSet = extensionSet('EmbedController', HOST_HOOKS, () => onDiagnostic);
      const onDiagnostic = withLog(options.onDiagnostic, extensions);
      // What messages cause: any window can send them at any rate.
      const onMessageDiagnostic = throttleDiagnostics(onDiagnostic, this.#disposer);
      this.#onDiagnostic = onDiagnostic;
      this.#extensions = new HostExtensions(extensions, () => onMessageDiagnostic);

      const debug = extensions.log;
      const receiving = {
        expectedSource: () => this.iframe.contentWindow,
        tenantOrigin: this.tenantOrigin,
        onEvent: (event: EmbedEvent, data: unknown) => this.#receive(event, data),
        onExtension: (data: unknown, type: string, origin: string) =>
          this.#transport.receiveWindow(data, type) || this.#extensions.receive(data, type, origin),
        onDiagnostic: onMessageDiagnostic,
        debug,
      };
      const fromPort = createEnvelopeReceiver({
        ...receiving,
        onExtension: (data, type, origin) => this.#extensions.receive(data, type, origin),
      });
      this.#transport = new HostTransport({
        choice: readTransportChoice(options.transport),
        tenantOrigin: this.tenantOrigin,
        target: () => this.iframe.contentWindow,
        onData: (data) => fromPort(data, this.tenantOrigin),
        diagnose: (diagnostic) => reportDiagnostic(onMessageDiagnostic, diagnostic),
        log: debug,
        timers: this.#disposer,
      });
      this.#disposer.add(() => this.#transport.close());
      const seen: ReadyWatch = { loaded: false, heard: false };
      this.#disposer.listen(this.iframe, 'load', () => {
        seen.loaded = true;
        this.#transport.onLoad();
        this.#extensions.onLoad();
      });
      this.#sender = new ActionSender({
        transport: this.#transport,
        tenantOrigin: this.tenantOrigin,
        isDestroyed: () => this.destroyed,
        viaExtension: (action) => this.#extensions.send(action),
        onDiagnostic,
        debug,
      });
      this.#readyGate = new ReadyGate();
      this.ready = this.#readyGate.promise;
      // Everything the context reaches exists before the first `setup` runs.
      extensions.setUp(options.extensions, {
        side: 'host',
        iframe: this.iframe,
        tenantOrigin: this.tenantOrigin,
        surfaceRoot: root,
        lifetime: this.#disposer,
        diagnose: (diagnostic) => reportDiagnostic(onMessageDiagnostic, diagnostic),
        log: debug,
        receive: (data) => fromPort(data, this.tenantOrigin),
        // Before ready, held in the queue like any action.
        post: (action) =>
          this.isReady || this.destroyed ? this.#sender.post(action, true) : this.#sender.hold(action),
      } satisfies HostExtensionContext);

      this.#renewal =
        options.sessionId === undefined && !mintsFirst
          ? null
          : new SessionRenewal({
              ...renewal,
              mintSession: options.mintSession,
              postSetSession: (action) => this.#sender.post(action),
              timers: this.#disposer,
              notify: (update) => this.#subscribers.emit('renewal', [update], this.#handlerThrew),
              onDiagnostic: (diagnostic) => {
                // A renewal that gives up unheard would end the session silently: say so somewhere.
                if (!options.onDiagnostic && !this.#subscribers.has('renewal'))
                  console.warn(`[svc-embed] ${diagnostic.message}`);
                onDiagnostic?.(diagnostic);
              },
            });

      const fromWindow = createEventReceiver(receiving);
      this.#disposer.listen<MessageEvent>(window, 'message', (message) => {
        if (message.origin === this.tenantOrigin) seen.heard = true;
        fromWindow(message);
      });
      if (options.colorScheme) this.setColorScheme(options.colorScheme);
      if (options.theme) this.setTheme(options.theme);
      let opened = false;
      const open = () => {
        if (opened || this.destroyed) return;
        opened = true;
        this.#readyGate.start(this.#disposer, readyTimeoutMs, () =>
          readyTimeoutError(this.tenantOrigin, readyTimeoutMs, seen),
        );
        probeWhenSilent(this.iframe, this.tenantOrigin, this.#disposer, seen, (error) =>
          this.#readyGate.reject(error),
        );
        const route = this.#extensions.openAt(start, root);
        const address = openingAddress(options, route, this.tenantOrigin, mintsFirst);
        if (typeof address === 'string' && this.iframe.src !== address) this.iframe.src = address;
        if (this.#ownsIframe) container?.append(this.iframe);
        if (typeof address !== 'string')
          address.then(
            (minted) => {
              if (!this.destroyed) this.iframe.src = minted;
            },
            (error: EmbedError) => this.#readyGate.reject(error),
          );
      };
      if (!this.#extensions.defer(open, (container ?? iframe) as HTMLElement)) open();
    } catch (error) {
      // An extension's setup that refuses its options (EmbedError), or a theme: nothing of this controller stays.
      this.#disposer.dispose();
      if (this.#ownsIframe) this.iframe.remove();
      throw error;
    }
    preconnect(this.tenantOrigin);
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

  /**
   * Calls `handler(payload, envelope)` on each event `name` of the embed, or `handler(update)` on
   * each step of a session renewal (`'renewal'`); returns the function that unsubscribes it.
   */
  on<N extends keyof ControllerEventHandlers>(name: N, handler: ControllerEventHandlers[N]): () => void {
    return this.#subscribers.on(name, handler);
  }

  /** Like `on`, for the next event `name` only. */
  once<N extends keyof ControllerEventHandlers>(name: N, handler: ControllerEventHandlers[N]): () => void {
    return this.#subscribers.on(name, handler, true);
  }

  /** Unsubscribes a handler given to `on` or `once`. */
  off<N extends keyof ControllerEventHandlers>(name: N, handler: ControllerEventHandlers[N]): void {
    this.#subscribers.off(name, handler);
  }

  /** Sends `set-color-scheme`: `light`, `dark` or `auto` (follows the OS). Queued until ready; re-sent after a reload. */
  setColorScheme(scheme: ActionPayloads['set-color-scheme']['scheme']): void {
    this.#send('set-color-scheme', { scheme });
  }

  /** Sends `set-theme` with a brand theme, each value checked. Queued until ready; re-sent after a reload. */
  setTheme(theme: SetThemePayload): void {
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

  #receive(event: EmbedEvent, data: unknown): void {
    if (event.type === 'svc:event:ready') {
      this.#transport.onReady(data);
      this.#extensions.onReady(event.payload);
      this.#sender.onReady();
      this.#readyGate.resolve(event.payload);
    }
    // A surface that failed before it could say ready: `ready` rejects now, not at the timeout.
    if (event.type === 'svc:event:error' && event.payload.fatal && !this.isReady) {
      const { message } = event.payload;
      this.#readyGate.reject(
        new EmbedError(EMBED_ERROR_CODES.embedFailed, `the embed failed before ready: ${message}`, {
          cause: event.payload,
        }),
      );
    }
    if (this.#renewal) routeToRenewal(event, this.#renewal);
    this.#extensions.onEvent(event);
    this.#subscribers.emit(eventName(event), [event.payload, event] as never, this.#handlerThrew);
  }

  readonly #handlerThrew = (error: unknown) =>
    reportDiagnostic(this.#onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.handlerThrew,
      message: `a handler threw: ${String(error)}`,
      detail: error,
    });
}

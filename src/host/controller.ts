import type { ActionPayloads, EmbedActionName, EventPayloads, SetThemePayload } from '../envelope';
import { requireBrowser } from '../internal/browser-only';
import { throttleDiagnostics } from '../internal/diagnostic-throttle';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import { Disposer } from '../internal/disposer';
import { EMBED_ERROR_CODES, EmbedError, invalidArgument } from '../internal/errors';
import { extensionSet, withLog } from '../internal/extension-set';
import { type ActionSender, actionSender } from './action-sender';
import { type HostExtensionSet, HostExtensions } from './capabilities';
import type { ControllerEventHandlers, EmbedControllerOptions } from './controller-options';
import { controllerRenewal } from './controller-renewal';
import { readControllerOptions } from './controller-setup';
import { filterParameter, type JsonValue } from './embed-url';
import { eventRoute } from './event-routing';
import { EventSubscribers } from './event-subscribers';
import { type EmbedCapabilities, HOST_HOOKS, type HostExtensionContext } from './extension';
import { createEmbedIframe } from './iframe';
import { messagePaths } from './message-paths';
import { openWhenAllowed } from './opening';
import { preconnect } from './preconnect';
import { ReadyGate, type ReadyWatch } from './ready-gate';
import type { RenewalStatus, SessionRenewal } from './session-renewal';
import type { HostTransport } from './transport-switch';

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
    const setup = readControllerOptions(options);
    // From here on, only the copy is read.
    options = setup.options;
    const { root } = setup;
    const { iframe } = options;
    this.tenantOrigin = setup.tenantOrigin;
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
      const [transport, fromExtension, fromWindow] = messagePaths(
        this.iframe,
        this.tenantOrigin,
        options.transport,
        this.#extensions,
        (event, data) => route(event, data),
        onMessageDiagnostic,
        debug,
        this.#disposer,
      );
      this.#transport = transport;
      const seen: ReadyWatch = { loaded: false, heard: false };
      this.#disposer.listen(this.iframe, 'load', () => {
        seen.loaded = true;
        this.#transport.onLoad();
        this.#extensions.onLoad();
      });
      this.#sender = actionSender(
        transport,
        this.tenantOrigin,
        () => this.destroyed,
        (action) => this.#extensions.send(action),
        onDiagnostic,
        debug,
      );
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
        receive: fromExtension,
        // Before ready, held in the queue like any action.
        post: (action) =>
          this.isReady || this.destroyed ? this.#sender.post(action, true) : this.#sender.hold(action),
      } satisfies HostExtensionContext);

      this.#renewal = controllerRenewal(
        setup,
        (action) => this.#sender.post(action),
        this.#disposer,
        (update) => this.#subscribers.emit('renewal', [update], this.#handlerThrew),
        () => this.#subscribers.has('renewal'),
        onDiagnostic,
      );

      // Messages arrive only after the constructor: by then everything the route reaches exists.
      const route = eventRoute(
        this.#transport,
        this.#extensions,
        this.#sender,
        this.#readyGate,
        this.#renewal,
        this.#subscribers,
        this.#handlerThrew,
      );
      this.#disposer.listen<MessageEvent>(window, 'message', (message) => {
        if (message.origin === this.tenantOrigin) seen.heard = true;
        fromWindow(message);
      });
      if (options.colorScheme) this.setColorScheme(options.colorScheme);
      if (options.theme) this.setTheme(options.theme);
      openWhenAllowed(
        setup,
        this.iframe,
        this.#ownsIframe,
        this.#extensions,
        this.#readyGate,
        this.#disposer,
        seen,
      );
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
    return this.#sender.isOpen();
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
    this.#sender.build(name, payload);
  }

  readonly #handlerThrew = (error: unknown) =>
    reportDiagnostic(this.#onDiagnostic, {
      reason: DIAGNOSTIC_REASONS.handlerThrew,
      message: `a handler threw: ${String(error)}`,
      detail: error,
    });
}

import {
  type ActionPayloads,
  createEvent,
  EMBED_ERROR_CODES,
  type EmbedActionName,
  EmbedError,
  type EmbedEvent,
  type EmbedEventName,
  type EventPayloads,
  type ReadyPayload,
  type Surface,
  safeParseAction,
} from '../envelope';
import type { EmbedController } from '../host';
import { readyFromAddress } from './embed-address';
import { embedTarget, invalidTarget } from './embed-target';
import { installEmbedWindow, postFromEmbed } from './embed-window';

/**
 * An action the host posted to the simulated embed, as the embed would receive it: its name
 * (`set-filter`, without `svc:action:`) and its checked payload. With no argument, the union of
 * all eight (narrow it on `name`).
 */
export type PostedAction<N extends EmbedActionName = EmbedActionName> = {
  [K in N]: {
    /** The action's name: `set-filter`, `navigate`, ... (its type without `svc:action:`). */
    name: K;
    /** Its payload, checked as the embed checks it. */
    payload: ActionPayloads[K];
  };
}[N];

/** The embed of one iframe played by a test; see `simulateEmbed`. */
export interface SimulatedEmbed {
  /** The iframe whose embed this plays. */
  readonly iframe: HTMLIFrameElement;
  /** The origin events come from and actions are recorded for: the controller's, or that of the iframe's `src`. */
  readonly tenantOrigin: string;
  /**
   * Sends `ready`, which resolves the controller's `ready` and sends what it queued. Its payload is
   * what the iframe's address says (surface, `publicId` or `deploymentId`, `mode`: `signed` when
   * opened with a session; `embedTenant: null`) with `payload`'s fields over it. Returns the
   * envelope sent; an invalid field throws `EmbedError('invalid-argument')`.
   */
  ready(payload?: Partial<ReadyPayload>): EmbedEvent<'ready'>;
  /**
   * Sends the event `name`, built as the embed builds it: an invalid payload throws
   * `EmbedError('invalid-argument')` naming the field, and nothing is sent. Its envelope's surface
   * is that of the last `ready`, else the address's. Returns the envelope sent.
   */
  emit<N extends EmbedEventName>(name: N, payload: EventPayloads[N]): EmbedEvent<N>;
  /**
   * The actions the host posted to the tenant origin since the simulation started (or
   * `clearActions()`), oldest first; only those named `name` when given. Actions wait for `ready`,
   * as with a real embed. Messages of extensions (a `message-port` offer) are not actions.
   */
  actions<N extends EmbedActionName = EmbedActionName>(name?: N): PostedAction<N>[];
  /** The latest of `actions(name)`, or `undefined` when there is none. */
  lastAction<N extends EmbedActionName = EmbedActionName>(name?: N): PostedAction<N> | undefined;
  /** Forgets the actions recorded so far. */
  clearActions(): void;
  /**
   * Gives the iframe its own window back and stops recording; idempotent. Afterwards `ready` and
   * `emit` throw `EmbedError('destroyed')`; the iframe can be simulated again.
   */
  restore(): void;
}

const ACTION_TYPE_PREFIX = 'svc:action:';
const simulated = new WeakSet<HTMLIFrameElement>();

/**
 * Plays the embed of a controller or an iframe in a unit test (jsdom, happy-dom), where no tenant
 * page loads: events reach the host as from the tenant page (that origin, the iframe's window as
 * `source`), checked like real ones, and the actions the host posts are recorded. Give it an
 * `EmbedController` (React's `controllerRef`, Vue's exposed `controller`, the element's
 * `.controller`) or the iframe a wrapper rendered (`await screen.findByTitle(...)`), whose `src`
 * gives the tenant origin; typed `Element` so that a Testing Library query needs no cast. The
 * iframe's `contentWindow` becomes a stand-in until `restore()`.
 *
 * Throws `EmbedError('invalid-argument')` for any other value or element, a destroyed controller,
 * an iframe without an http(s) `src`, or an iframe already simulated (call `restore()` first).
 */
export function simulateEmbed(target: EmbedController | Element): SimulatedEmbed {
  const { iframe, tenantOrigin } = embedTarget(target);
  if (simulated.has(iframe))
    throw invalidTarget('this iframe is already simulated: call restore() on its simulation first');
  simulated.add(iframe);
  let recorded: PostedAction[] = [];
  let readySurface: Surface | null = null;
  let restored = false;
  const embedWindow = installEmbedWindow(iframe, ({ message, targetOrigin }) => {
    if (targetOrigin !== tenantOrigin) return;
    const parsed = safeParseAction(message);
    if (!parsed.success) return;
    const { type, payload } = parsed.data;
    recorded.push({ name: type.slice(ACTION_TYPE_PREFIX.length), payload } as PostedAction);
  });

  const send = <N extends EmbedEventName>(name: N, payload: EventPayloads[N]) => {
    if (restored)
      throw new EmbedError(EMBED_ERROR_CODES.destroyed, `${name} not sent: this simulation was restored`);
    // As the embed does: a ready's envelope names the surface its payload does, later events that one.
    const announced = name === 'ready' ? (payload as Partial<ReadyPayload> | null)?.surface : undefined;
    const surface = announced ?? readySurface ?? readyFromAddress(iframe.src).surface;
    const event = createEvent(name, payload, surface);
    postFromEmbed(iframe, embedWindow.window, tenantOrigin, event);
    if (name === 'ready') readySurface = surface;
    return event;
  };
  const actions = <N extends EmbedActionName>(name?: N) =>
    recorded.filter((action) => name === undefined || action.name === name) as PostedAction<N>[];

  return {
    iframe,
    tenantOrigin,
    ready: (payload = {}) => send('ready', { ...readyFromAddress(iframe.src), ...payload }),
    emit: send,
    actions,
    lastAction: (name) => actions(name).at(-1),
    clearActions() {
      recorded = [];
    },
    restore() {
      if (restored) return;
      restored = true;
      embedWindow.uninstall();
      simulated.delete(iframe);
    },
  };
}

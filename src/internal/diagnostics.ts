import { cappedType, MAX_SHOWN_TYPE_LENGTH } from './message-type';

/**
 * Why a message was refused or a step went wrong; told to `onDiagnostic`, never thrown. An enum of
 * strings: the same object at run time, and the build (esbuild) writes each use as its string, so an app that
 * does not import it ships none of it.
 */
export enum DIAGNOSTIC_REASONS {
  /** A message that did not come from the expected window (the iframe, or the parent page). */
  wrongSource = 'wrong-source',
  /** A message from an origin that is not allowed. */
  wrongOrigin = 'wrong-origin',
  /** A message that breaks the protocol: unknown type, invalid envelope or payload. */
  invalidMessage = 'invalid-message',
  /** A handler (event, action, renewal) or an extension's hook threw or rejected; the others still ran. */
  handlerThrew = 'handler-threw',
  /** Nothing to post to: the iframe has no window yet, or the embed is not framed. */
  noTarget = 'no-target',
  /** A call after `destroy()`, dropped. */
  destroyed = 'destroyed',
  /** Too many messages waiting for `ready`; the oldest was dropped. */
  queueFull = 'queue-full',
  /** The host's session renewal hit `renewal.maxPerHour`. */
  tooManyRenewals = 'too-many-renewals',
  /** A session renewal gave up (mint or exchange failed for good, or no `mintSession`): the session will end. */
  renewalFailed = 'renewal-failed',
  /** An extension the other side did not announce, or does not know; reported once per type. */
  extensionRefused = 'extension-refused',
  /** An in-embed path from the host page's address (`syncRoute()`) outside the embed's routes; not sent. */
  routeRefused = 'route-refused',
  /** A scroll request of the embed (`viewport()`) the host refused: `allowScroll: false`, or over its rate limit. */
  scrollRefused = 'scroll-refused',
}

/** One of the values of `DIAGNOSTIC_REASONS`. */
export type DiagnosticReason = `${DIAGNOSTIC_REASONS}`;

/** What `onDiagnostic` is told: why a message was refused or a step went wrong. */
export interface Diagnostic {
  /** Why, as a stable code. */
  reason: DiagnosticReason;
  /** Why, in words, for a developer. */
  message: string;
  /** Origin of the refused message, when there was one. */
  origin?: string;
  /** The refused data or the thrown error. */
  detail?: unknown;
  /** How many diagnostics this one stands for: set when a flood of one reason and origin was counted. */
  count?: number;
}

/** The `onDiagnostic` callback; a handler that throws is ignored. */
export type DiagnosticHandler = (diagnostic: Diagnostic) => void;

/** Calls the user's hook; a throwing hook must not break the receive pipeline. */
export function reportDiagnostic(handler: DiagnosticHandler | undefined, diagnostic: Diagnostic): void {
  if (!handler) return;
  try {
    handler(withCappedType(diagnostic));
  } catch {
    // The hook is for observation only.
  }
}

/**
 * The diagnostic with the `type` of its detail (the refused data) cut by `cappedType`: a sender
 * may make it megabytes long, and all past 256 characters tells nothing. A detail that throws
 * when read is left out.
 */
function withCappedType(diagnostic: Diagnostic): Diagnostic {
  const { detail } = diagnostic;
  if (typeof detail !== 'object' || detail === null) return diagnostic;
  try {
    const { type } = detail as { type?: unknown };
    if (typeof type !== 'string' || type.length <= MAX_SHOWN_TYPE_LENGTH) return diagnostic;
    return { ...diagnostic, detail: { ...detail, type: cappedType(type) } };
  } catch {
    return { ...diagnostic, detail: undefined };
  }
}

import { DIAGNOSTIC_REASONS, type Diagnostic } from '../internal/diagnostics';

/** Where events go: the framing window and the `targetOrigin` for `postMessage`, or why nowhere. */
export type PostTarget =
  | { ok: true; window: Window; targetOrigin: string }
  | { ok: false; refusal: Diagnostic };

export interface ParentWindow {
  /** The framing window, or `null` when this page is not framed. */
  window: Window | null;
  target: PostTarget;
}

/**
 * Reads the parent once: an iframe's parent and its origin cannot change without reloading
 * the iframe. `allowed` is the host allow-list, `null` for `'*'`.
 */
export function findParentWindow(allowed: ReadonlySet<string> | null): ParentWindow {
  const parent = window.parent;
  if (!parent || parent === window) {
    return {
      window: null,
      target: refuse(DIAGNOSTIC_REASONS.noTarget, 'not framed: there is no parent window to post to'),
    };
  }
  const origin = readParentOrigin();
  return { window: parent, target: chooseTarget(parent, origin, allowed) };
}

function chooseTarget(
  parent: Window,
  origin: string | null,
  allowed: ReadonlySet<string> | null,
): PostTarget {
  if (origin !== null && (allowed === null || allowed.has(origin))) {
    return { ok: true, window: parent, targetOrigin: origin };
  }
  // With an explicit '*' and no way to learn the parent's origin, '*' is the only target left.
  if (origin === null && allowed === null) return { ok: true, window: parent, targetOrigin: '*' };
  if (origin === null) {
    return refuse(
      DIAGNOSTIC_REASONS.noTarget,
      'the parent origin is unknown (no location.ancestorOrigins, no document.referrer)',
    );
  }
  return {
    ok: false,
    refusal: {
      reason: DIAGNOSTIC_REASONS.wrongOrigin,
      message: `the parent origin ${origin} is not on hostOrigins`,
      origin,
    },
  };
}

/** `location.ancestorOrigins` where the browser has it (authoritative), else the referrer's origin. */
function readParentOrigin(): string | null {
  const ancestor = location.ancestorOrigins?.[0];
  if (ancestor !== undefined) return ancestor === 'null' ? null : ancestor;
  if (!document.referrer) return null;
  try {
    const origin = new URL(document.referrer).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function refuse(reason: Diagnostic['reason'], message: string): PostTarget {
  return { ok: false, refusal: { reason, message } };
}

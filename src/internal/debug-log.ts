import type { Diagnostic, DiagnosticHandler } from './diagnostics';

export type DebugSide = 'host' | 'embed';
export type DebugVerdict = 'sent' | 'accepted' | 'refused' | 'dropped';

/** Logs one message; `undefined` when debug is off, so callers write `log?.(...)` and pay nothing. */
export type DebugLog = (
  direction: 'in' | 'out',
  verdict: DebugVerdict,
  type: string,
  origin: string,
  payload: unknown,
) => void;

export function createDebugLog(side: DebugSide, enabled: boolean | undefined): DebugLog | undefined {
  if (!enabled) return undefined;
  return (direction, verdict, type, origin, payload) => {
    const arrow = direction === 'in' ? '←' : '→';
    const color = verdict === 'refused' || verdict === 'dropped' ? 'color:#b3261e' : 'color:#3355ff';
    console.groupCollapsed(`%c[svc-embed ${side}] ${arrow} ${type} ${verdict}`, color);
    console.log(direction === 'in' ? 'sender' : 'target', origin);
    console.log('payload', withoutSessionId(payload));
    console.groupEnd();
  };
}

/**
 * A session id is a single-use credential: never printed, whether in a payload or in the envelope
 * a refusal carries as its detail.
 */
function withoutSessionId(value: unknown): unknown {
  try {
    if (typeof value !== 'object' || value === null) return value;
    const record = value as { sessionId?: unknown; payload?: unknown };
    if (record.sessionId !== undefined) return { ...record, sessionId: '(hidden)' };
    const inner = withoutSessionId(record.payload);
    return inner === record.payload ? value : { ...record, payload: inner };
  } catch {
    // A hostile object (a throwing getter or proxy): shown as nothing rather than read.
    return '(unreadable)';
  }
}

/** Every refusal goes through `onDiagnostic`; with debug on it is logged as well. */
export function withDebugLog(
  onDiagnostic: DiagnosticHandler | undefined,
  log: DebugLog | undefined,
): DiagnosticHandler | undefined {
  if (!log) return onDiagnostic;
  return (diagnostic: Diagnostic) => {
    log(
      'in',
      'refused',
      `${diagnostic.reason}: ${diagnostic.message}`,
      diagnostic.origin ?? '-',
      diagnostic.detail,
    );
    onDiagnostic?.(diagnostic);
  };
}

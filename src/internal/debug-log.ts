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
    // A session id is a single-use credential: never printed.
    const shown = (payload as { sessionId?: unknown } | null)?.sessionId
      ? { ...(payload as object), sessionId: '(hidden)' }
      : payload;
    console.log('payload', shown);
    console.groupEnd();
  };
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

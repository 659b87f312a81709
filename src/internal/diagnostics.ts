/** Why a message was refused or a step went wrong; told to `onDiagnostic`, never thrown. */
export const DIAGNOSTIC_REASONS = {
  wrongSource: 'wrong-source',
  wrongOrigin: 'wrong-origin',
  invalidMessage: 'invalid-message',
  handlerThrew: 'handler-threw',
  noTarget: 'no-target',
  destroyed: 'destroyed',
  queueFull: 'queue-full',
} as const;

export type DiagnosticReason = (typeof DIAGNOSTIC_REASONS)[keyof typeof DIAGNOSTIC_REASONS];

export interface Diagnostic {
  reason: DiagnosticReason;
  message: string;
  /** Origin of the refused message, when there was one. */
  origin?: string;
  /** The refused data or the thrown error. */
  detail?: unknown;
}

export type DiagnosticHandler = (diagnostic: Diagnostic) => void;

/** Calls the user's hook; a throwing hook must not break the receive pipeline. */
export function reportDiagnostic(handler: DiagnosticHandler | undefined, diagnostic: Diagnostic): void {
  if (!handler) return;
  try {
    handler(diagnostic);
  } catch {
    // The hook is for observation only.
  }
}

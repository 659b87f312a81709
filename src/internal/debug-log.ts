import type { Extension, ExtensionContextBase, ExtensionHooksBase, ExtensionLog } from './extension';

type DebugSide = ExtensionContextBase['side'];

/**
 * The debug extension, for host and embed alike: logs every message in and out, and every
 * refusal, to the console. A bundle that does not import it carries none of its formatting.
 */
export function debugLog(): Extension<ExtensionContextBase, ExtensionHooksBase> {
  return { setup: ({ side }) => ({ log: createDebugLog(side) }) };
}

function createDebugLog(side: DebugSide): ExtensionLog {
  return (direction, verdict, type, origin, payload) => {
    const arrow = direction === 'in' ? '←' : '→';
    const color = verdict === 'refused' || verdict === 'dropped' ? 'color:#b3261e' : 'color:#3355ff';
    // Only our own words in the format string: a type or origin can come from a hostile page.
    console.groupCollapsed(`%c[svc-embed ${side}]`, color, `${arrow} ${printable(type)} ${verdict}`);
    console.log(direction === 'in' ? 'sender' : 'target', printable(origin));
    console.log('payload', withoutSessionId(payload));
    console.groupEnd();
  };
}

/** Longest text of a message printed as is; a hostile page may send megabytes. */
const MAX_PRINTED = 200;

/** One line, cut: control characters (a newline could fake a line of ours) are shown escaped. */
const printable = (text: string): string => JSON.stringify(text.slice(0, MAX_PRINTED)).slice(1, -1);

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

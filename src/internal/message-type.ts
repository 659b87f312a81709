/** A protocol message type: `svc:event:` or `svc:action:` and a name of at most 64 characters. */
const PROTOCOL_TYPE = /^svc:(?:event|action):[a-z][a-z0-9-]{0,63}$/;

/**
 * The `type` of a message when it is a protocol type, read without trusting the data (a hostile
 * object may throw); `undefined` otherwise. Safe to quote in a diagnostic: its characters are ours.
 */
export function protocolType(data: unknown): string | undefined {
  try {
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    return typeof type === 'string' && PROTOCOL_TYPE.test(type) ? type : undefined;
  } catch {
    return undefined;
  }
}

/** `"svc:event:ready refused: why"`, or `why` alone for data without a protocol type. */
export const refusedMessage = (data: unknown, why: string): string => {
  const type = protocolType(data);
  return type ? `${type} refused: ${why}` : why;
};

/** The most of a message type a diagnostic shows, in its message or its detail. */
export const MAX_SHOWN_TYPE_LENGTH = 256;

/** A type as a diagnostic shows it: a longer one is cut, and ends with its length, within 256 characters. */
export function cappedType(type: string): string {
  if (type.length <= MAX_SHOWN_TYPE_LENGTH) return type;
  const marker = `... (${type.length} characters)`;
  return `${type.slice(0, MAX_SHOWN_TYPE_LENGTH - marker.length)}${marker}`;
}

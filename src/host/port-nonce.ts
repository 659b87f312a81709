import { EXTENSIONS } from '../protocol/extensions';
import { extensionEventValidators } from '../protocol/generated/validators';

/**
 * The nonce in `ready`'s `message-port` field, checked by the port's own schema (the core `ready`
 * schema does not know the field and drops it); `undefined` when absent or invalid (an older embed,
 * or one that does not accept a port: window messages).
 */
export function readPortNonce(ready: unknown): string | undefined {
  try {
    const field = (ready as { payload: Record<string, unknown> }).payload[EXTENSIONS.messagePort];
    const parsed = extensionEventValidators[EXTENSIONS.messagePort]?.(field);
    return parsed?.success ? (parsed.data as { nonce?: string }).nonce : undefined;
  } catch {
    // A hostile object's getter: no port.
    return undefined;
  }
}

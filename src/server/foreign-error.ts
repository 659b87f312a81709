/**
 * A foreign error (from `fetch`, an HTTP library, a proxy) may hold the API key anywhere: its
 * message, a `cause` several levels down, request headers or a config object. None of it is kept:
 * a `SessionApiError` carries a fresh copy with only the name, the code and the redacted message,
 * down a short chain of causes.
 */

import type { Redact } from './redact';

const MAX_DEPTH = 4;
const MAX_MESSAGE_LENGTH = 500;
const MAX_NAME_LENGTH = 100;

const BUILT_IN: Record<string, ErrorConstructor> = {
  Error,
  TypeError,
  RangeError,
  SyntaxError,
  ReferenceError,
  URIError,
  EvalError,
};

export interface SanitizedError extends Error {
  code?: string;
}

export function sanitizeForeignError(error: unknown, redact: Redact, depth = 0): SanitizedError {
  const name = redact(readString(error, 'name') ?? 'Error', MAX_NAME_LENGTH);
  const cause = depth < MAX_DEPTH ? readProperty(error, 'cause') : undefined;
  const message = redact(foreignMessage(error), MAX_MESSAGE_LENGTH);
  const Constructor = Object.hasOwn(BUILT_IN, name) ? (BUILT_IN[name] ?? Error) : Error;
  const copy: SanitizedError =
    cause === undefined
      ? new Constructor(message)
      : new Constructor(message, { cause: sanitizeForeignError(cause, redact, depth + 1) });
  if (copy.name !== name) Object.defineProperty(copy, 'name', { value: name, enumerable: false });
  const code = readProperty(error, 'code');
  if (typeof code === 'string' || typeof code === 'number') copy.code = redact(String(code), MAX_NAME_LENGTH);
  // Our own stack, with the redacted first line: the foreign stack may quote the key.
  copy.stack = `${name}: ${message}\n    (sanitized copy of an error from fetch)`;
  return copy;
}

/** `message (cause message)`, for the text of the `SessionApiError` itself. */
export function describeForeignError(error: SanitizedError): string {
  const cause = error.cause instanceof Error && error.cause.message ? ` (${error.cause.message})` : '';
  return `${error.message || error.name}${cause}`;
}

function foreignMessage(error: unknown): string {
  if (typeof error !== 'object' || error === null) return safeString(error);
  const message = readString(error, 'message') ?? '';
  const errors = readProperty(error, 'errors');
  // Node's fetch reports "connect to each address failed" as an AggregateError with no message.
  if (message === '' && Array.isArray(errors)) {
    return errors.map((inner: unknown) => readString(inner, 'message') ?? '').join('; ');
  }
  return message;
}

/** Reads without trusting the object: getters and proxies may throw. */
function readProperty(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  try {
    return (value as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

function readString(value: unknown, key: string): string | undefined {
  const found = readProperty(value, key);
  return typeof found === 'string' ? found : undefined;
}

function safeString(value: unknown): string {
  try {
    return String(value);
  } catch {
    return 'unknown error';
  }
}

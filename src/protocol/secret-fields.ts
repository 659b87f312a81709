import type { ParseError, ParseIssue } from './parse-error';

/** Fields whose value may be a credential: a refusal describes it by its shape, never quotes it. */
const SECRET_FIELDS: ReadonlySet<PropertyKey> = new Set(['sessionId']);

export const isSecretPath = (path: readonly PropertyKey[]): boolean => SECRET_FIELDS.has(path.at(-1) ?? '');

/** `a string of 44 characters`, `an object`: what a refused credential looked like, without its text. */
export function shapeOf(value: unknown): string {
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  if (Array.isArray(value)) return `an array of ${value.length} items`;
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** The parse error with the refused value of every secret field left out (the rest as it was). */
export function withoutSecretInputs(error: ParseError): ParseError {
  if (!error.issues.some((issue) => isSecretPath(issue.path))) return error;
  return {
    issues: error.issues.map(
      ({ code, path, message, input }): ParseIssue =>
        isSecretPath(path) ? { code, path, message } : { code, path, message, input },
    ),
  };
}

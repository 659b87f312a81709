import { $ZodError, type $ZodIssue } from 'zod/v4/core';

export type ParseError = $ZodError;
/** The zod result shape: narrow on `success`. */
export type ParseResult<T> =
  | { success: true; data: T; error?: never }
  | { success: false; error: ParseError; data?: never };

export function parseFailure(
  path: PropertyKey[],
  message: string,
  input: unknown,
): { success: false; error: ParseError } {
  return { success: false, error: new $ZodError([{ code: 'custom', path, message, input }]) };
}

/** zod/mini ships no message locale; this names the field and the rule it broke. */
export function describeParseError(error: ParseError): string {
  return error.issues
    .map((issue) => `${issue.path.join('.') || 'envelope'}: ${describeIssue(issue)}`)
    .join('; ');
}

function describeIssue(issue: $ZodIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  const expected =
    issue.code === 'invalid_value'
      ? issue.values.map((v) => JSON.stringify(v)).join(' | ')
      : issue.code === 'invalid_type'
        ? issue.expected
        : issue.code === 'invalid_format'
          ? issue.pattern
          : undefined;
  return expected === undefined ? issue.code : `${issue.code}, expected ${expected}`;
}

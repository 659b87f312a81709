/** One reason a value was refused: where (`path`), why (`message`, in words) and a machine `code`. */
export interface ParseIssue {
  /** A machine code for the rule that was broken. */
  readonly code: string;
  /** Where: the path of the field, e.g. `payload.path`. */
  readonly path: PropertyKey[];
  /** Why, in words. */
  readonly message: string;
  /** The value refused, when there was one. */
  readonly input?: unknown;
}

/** A refused parse. From the core entry it is zod's `ZodError`; the host and embed entries make their own. */
export interface ParseError {
  /** Every reason, one per field. */
  readonly issues: ParseIssue[];
}

/** The zod result shape: narrow on `success`. */
export type ParseResult<T> =
  | {
      /** True: `data` holds the checked value. */
      success: true;
      /** The checked value. */
      data: T;
      /** Never set on success. */
      error?: never;
    }
  | {
      /** False: `error` says why. */
      success: false;
      /** Why the value was refused. */
      error: ParseError;
      /** Never set on failure. */
      data?: never;
    };

/** The issue code of an envelope whose type has the right prefix but is not in the catalog: maybe an extension. */
export const UNKNOWN_TYPE_CODE = 'unknown-type';

export function parseFailure(
  path: PropertyKey[],
  message: string,
  input: unknown,
  code = 'custom',
): { success: false; error: ParseError } {
  return { success: false, error: { issues: [{ code, path, message, input }] } };
}

/** Names the field and the rule it broke, in words: never a regex and never a zod issue code. */
export const describeParseError = (error: ParseError): string => describeWith(error, describeIssue);

/**
 * `describeParseError` for the errors of the generated validators (host and embed entries): their issues
 * always carry words, so the zod fallback of `describeIssue` stays out of those bundles.
 */
export const describeIssues = (error: ParseError): string => describeWith(error, (issue) => issue.message);

const describeWith = (error: ParseError, words: (issue: ParseIssue) => string): string =>
  error.issues.map((issue) => `${issue.path.join('.') || 'envelope'} ${words(issue)}`).join('; ');

/** An issue's rule in words. zod/mini ships no message locale: its own issues say "Invalid input", so the words come from the code. */
export function describeIssue(issue: ParseIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  const detail = issue as ParseIssue & { expected?: string; values?: unknown[] };
  if (issue.code === 'invalid_type') return `must be of type ${detail.expected}`;
  if (issue.code === 'invalid_value')
    return `must be ${detail.values?.map((v) => JSON.stringify(v)).join(' or ')}`;
  return 'is not in the expected format';
}

import { shown } from '../internal/errors';
import { describeIssue, type ParseError } from '../protocol/parse-error';
import { shapeOf } from '../protocol/secret-fields';
import { valueAt } from '../protocol/value-at';
import type { Redact } from './redact';
import { EXTERNAL_ACCESS_FIELDS } from './session-request';

/** `shown` cuts at 60 characters: one more tells it the value was longer. */
const SHOWN_LENGTH = 60;

const shownByShapeOnly: ReadonlySet<PropertyKey> = new Set(EXTERNAL_ACCESS_FIELDS);

/**
 * Each refused field of a session request with its rule in words and the value it got, such as
 * `embedTenantName must be 5 to 36 lowercase letters, ..., got 'acme'`. The message can reach the
 * viewer's browser (a route handler passing it on), so what access rules read (`groups`, `roles`,
 * `userAttributes`, `securityContext`), an object or array, and a request that is no object are shown
 * by their shape only; a string is shown without the API key, removed before `shown` cuts it.
 */
export function describeRefusedRequest(error: ParseError, request: unknown, redact: Redact): string {
  return error.issues
    .map((issue) => {
      const [field] = issue.path;
      const value = valueAt(request, issue.path);
      const byShape =
        field === undefined || shownByShapeOnly.has(field) || (typeof value === 'object' && value !== null);
      const got = byShape
        ? shapeOf(value)
        : shown(typeof value === 'string' ? redact(value, SHOWN_LENGTH + 1) : value);
      return `${issue.path.join('.') || 'request'} ${describeIssue(issue)}, got ${got}`;
    })
    .join('; ');
}

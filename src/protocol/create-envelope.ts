import { invalidArgument, shown } from '../internal/errors';
import { EMBED_SOURCE, type EnvelopeRules, parseEnvelope } from './envelope-parse';
import type { ParseIssue } from './parse-error';
import { isSecretPath } from './secret-fields';
import { describeRefusedSessionId } from './session-id-problem';
import { valueAt } from './value-at';

/**
 * Builds and validates one envelope with the rules given (zod in the core entry, the generated
 * validators in the host and embed entries); an invalid one throws `EmbedError('invalid-argument')`
 * naming the field and the value (a secret one only by its shape), with the parse error as `cause`
 * (none for a secret).
 */
export function createEnvelope(
  rules: EnvelopeRules,
  direction: 'event' | 'action',
  name: string,
  payload: object,
  timestamp: number,
  surface?: string,
): unknown {
  const envelope = {
    source: EMBED_SOURCE,
    direction,
    type: `svc:${direction}:${name}`,
    payload,
    timestamp,
    ...(direction === 'event' && { surface }),
  };
  const result = parseEnvelope(envelope, direction, rules);
  if (result.success) return result.data;
  // A refused parse has at least one issue; the first names the field.
  const issue = result.error.issues[0] as ParseIssue;
  const words = rules.describe({ issues: [issue] });
  const value = valueAt(envelope, issue.path);
  const secret = isSecretPath(issue.path);
  // A secret's parse error is no cause: its issues hold the value.
  throw invalidArgument(
    `${direction} "${name}": ${words}, got ${secret ? describeRefusedSessionId(value) : shown(value)}`,
    secret ? undefined : result.error,
  );
}

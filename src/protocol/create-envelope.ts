import { invalidArgument, shown } from '../internal/errors';
import {
  accepting,
  type Direction,
  decodeEnvelope,
  type EnvelopeFields,
  type EnvelopeRules,
  envelopeOf,
} from './envelope-parse';
import type { ParseIssue } from './parse-error';
import { nonNegative, plainObject } from './rules';
import { isSecretPath } from './secret-fields';
import { describeRefusedSessionId } from './session-id-problem';
import { valueAt } from './value-at';
import { SURFACES, type Surface } from './values';

/**
 * Builds one envelope with the rules given (zod in the core entry, the generated validators in the
 * host and embed entries). Only what the caller gave is checked (the name, payload, surface and
 * timestamp), each once: the fields the library fills in itself are never checked again. An invalid
 * one throws `EmbedError('invalid-argument')` naming the field and the value (a secret one only by
 * its shape), with the parse error as `cause` (none for a secret).
 */
export function createEnvelope(
  rules: EnvelopeRules,
  direction: Direction,
  name: string,
  payload: object,
  timestamp: number,
  surface?: Surface,
): EnvelopeFields {
  const type = `svc:${direction}:${name}`;
  const schema = rules[direction].get(type);
  // The envelope rules of the caller's values, in the order the envelope parse checks them.
  const valid =
    schema !== undefined &&
    // Number.isFinite never converts: a string or a NaN is refused.
    Number.isFinite(timestamp) &&
    nonNegative.test(timestamp) &&
    plainObject.test(payload) &&
    (direction === 'action' || SURFACES.includes(surface as Surface));
  const parsed = valid ? schema.safeParse(payload) : undefined;
  if (parsed?.success) {
    const checked = parsed.data as Record<string, unknown>;
    if (!('surface' in checked) || checked.surface === surface) {
      return envelopeOf(direction, type, checked, timestamp, surface);
    }
  }
  return refuse(
    rules,
    direction,
    name,
    envelopeOf(direction, type, payload as Record<string, unknown>, timestamp, surface),
  );
}

/** A refused value: the full envelope parse finds the first issue, in the words of these rules. */
function refuse(rules: EnvelopeRules, direction: Direction, name: string, envelope: object): EnvelopeFields {
  const result = accepting(decodeEnvelope(envelope, direction, rules), false);
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

import type { Rule } from './rules';
import { IDENTIFIER, MEMBER_PATTERN } from './values';

/**
 * The one codec of `f_<semantic_view>.<dimension>=<JSON>`, the filter format of the embed address
 * (`buildEmbedUrl`'s `filters`), of the `set-filter` action (`setFilter`) and of the sandbox tenant.
 */

/** What every filter parameter's name starts with: `f_` (`f_orders.status`). */
export const FILTER_NAME_PREFIX = 'f_';
/**
 * The longest `filterUrlParameter` a `set-filter` action may carry (README "String caps").
 * `isFilterUrlParameter` spells the number out, which keeps the core entry within its size budget.
 */
export const FILTER_PARAMETER_MAX_LENGTH = 4096;

/** Group 1 the member, group 2 the JSON (which must also parse). */
const FILTER_PARAMETER_PATTERN = /* @__PURE__ */ new RegExp(`^f_(${IDENTIFIER}\\.${IDENTIFIER})=(.+)$`, 's');

export type FilterFormatResult = { ok: true; name: string; json: string } | { ok: false; error: string };
/** The result of `parseFilterParameter`: the member and its parsed JSON value, or why it is not a filter. */
export type FilterParseResult =
  | {
      /** A filter parameter. */
      ok: true;
      /** `<view>.<dimension>`, e.g. `orders.status`. */
      member: string;
      /** The parsed JSON, of any shape (`null` clears the filter); the tenant decides what it accepts. */
      value: unknown;
    }
  | {
      /** Not a filter parameter. */
      ok: false;
      /** Why, in words (never quotes the value). */
      error: string;
    };

/** `('orders.status', { value: 'USA' })` -> `f_orders.status` and `{"value":"USA"}`. */
export function formatFilterParameter(member: string, value: unknown): FilterFormatResult {
  if (typeof member !== 'string' || !MEMBER_PATTERN.test(member)) {
    return { ok: false, error: `filter member must be <view>.<dimension>, got ${JSON.stringify(member)}` };
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(value);
  } catch {
    // BigInt or a cycle: handled below.
  }
  if (json === undefined) return { ok: false, error: `filter value for ${member} must be JSON-serializable` };
  return { ok: true, name: `${FILTER_NAME_PREFIX}${member}`, json };
}

/**
 * One whole parameter of the embed address or of `set-filter`'s `filterUrlParameter`,
 * `f_orders.status={"value":"USA"}`, to the member and the parsed JSON value; never throws.
 */
export function parseFilterParameter(parameter: string): FilterParseResult {
  const [member, json] = FILTER_PARAMETER_PATTERN.exec(parameter)?.slice(1) ?? [];
  if (member === undefined || json === undefined) {
    return { ok: false, error: 'not a filter parameter (f_<view>.<dimension>=<JSON>)' };
  }
  try {
    return { ok: true, member, value: JSON.parse(json) };
  } catch {
    return { ok: false, error: `the value of ${member} is not valid JSON` };
  }
}

/** The `set-filter` rule: a whole parameter within the cap whose JSON parses (a bare test, no messages). */
export function isFilterUrlParameter(value: string): boolean {
  if (value.length > 4096) return false;
  const json = FILTER_PARAMETER_PATTERN.exec(value)?.[2];
  if (json === undefined) return false;
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}

export const filterUrlParameter = {
  test: isFilterUrlParameter,
  message: 'must be f_<view>.<dimension>=<JSON>',
} satisfies Rule;

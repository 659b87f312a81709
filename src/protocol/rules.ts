import { MAX_CONTENT_PX } from './extensions';
/**
 * The named predicates of the wire schemas. The zod schemas refine with `rule.test`, and the validators
 * generated from them (src/protocol/generated) call the very same functions: the generator finds each
 * refine's function here (or among the rules of values.ts) by identity and refuses any other function.
 */
export interface Rule {
  readonly test: (value: never) => boolean;
  /** Words for the person reading a diagnostic: no regex, no zod issue code. */
  readonly message: string;
  /** Where the issue points, relative to the refined value (refines on an object name a field). */
  readonly path?: readonly string[];
}

export const nonEmpty = {
  test: (text: string) => text.length > 0,
  message: 'must not be empty',
} satisfies Rule;

/** Epoch milliseconds or a duration: zod numbers are already finite; this refuses negatives. */
export const nonNegative = {
  test: (value: number) => value >= 0,
  message: 'must be >= 0',
} satisfies Rule;

const integerAtLeast = (min: number) =>
  ({
    test: (value: number) => Number.isInteger(value) && value >= min,
    message: `must be an integer >= ${min}`,
  }) satisfies Rule;

export const nonNegativeInteger = /* @__PURE__ */ integerAtLeast(0);
export const positiveInteger = /* @__PURE__ */ integerAtLeast(1);

/**
 * Text with a documented length cap (README "String caps"): every string of an incoming event or
 * action has one, so a 1 MB `title` is refused before any handler sees it.
 */
const text = (min: number, max: number) =>
  ({
    test: (value: string) => value.length >= min && value.length <= max,
    message: `must be ${min} to ${max} characters`,
  }) satisfies Rule;

/** Ids: `publicId`, `widgetId`, `chatId`, `agentId`, `embedTenant`. */
export const idText = /* @__PURE__ */ text(1, 256);
/** Titles, error names and contexts. */
export const labelText = /* @__PURE__ */ text(0, 1024);
export const queryText = /* @__PURE__ */ text(1, 10_000);
export const messageText = /* @__PURE__ */ text(0, 4096);

/** A drilldown `value`: at most 4096 characters as JSON (a value JSON cannot write is refused). */
export const smallValue = {
  test: (value: unknown) => {
    try {
      return JSON.stringify(value).length <= 4096;
    } catch {
      return false;
    }
  },
  message: 'must be at most 4096 JSON characters',
} satisfies Rule;

/**
 * A boolean, as a rule: `z.boolean()` would add zod's boolean class to the core entry (0.09 KB gzip) for
 * the one boolean of the protocol (`error.fatal`). Same verdict, and the words zod's type issue gets.
 */
export const booleanType = {
  test: (value: unknown) => typeof value === 'boolean',
  message: 'must be of type boolean',
} satisfies Rule;

/** Plain objects of this realm, or with no prototype: what a structured clone (postMessage) makes. */
export const plainObject = {
  test: (value: unknown): value is Record<string, unknown> => {
    if (typeof value !== 'object' || value === null) return false;
    const proto: unknown = Object.getPrototypeOf(value);
    return proto === null || proto === Object.prototype;
  },
  message: 'must be a plain object',
} satisfies Rule;

export const widgetIdOnlyOnWidget = {
  test: (download: { widgetId?: string; target: string }) =>
    download.widgetId === undefined || download.target === 'widget',
  message: 'is only allowed when target is "widget"',
  path: ['widgetId'],
} satisfies Rule;

const DATA_FORMATS: readonly string[] = ['csv', 'xlsx'];

export const rowCountOnlyOnDataExport = {
  test: (download: { rowCount?: number; format: string }) =>
    download.rowCount === undefined || DATA_FORMATS.includes(download.format),
  message: 'is only allowed on csv and xlsx exports',
  path: ['rowCount'],
} satisfies Rule;

const pixelsUpTo = (max: number) =>
  ({
    test: (value: number) => value >= 0 && value <= max,
    message: `must be 0 to ${max} px`,
  }) satisfies Rule;

/** A `content-size` length (extension, README "Protocol version and extensions"): CSS px, bounded. */
// Built by a pure call: a template literal at module level would keep it in entries that never use it.
export const contentPixels = /* @__PURE__ */ pixelsUpTo(MAX_CONTENT_PX);

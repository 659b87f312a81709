/**
 * Playwright's web-first matchers for the WebDriver stand-ins. `expect.extend` may reuse a built-in
 * matcher's name (Playwright puts user matchers after its own), so these replace toHaveText & co.;
 * for anything that is not a stand-in they call Playwright's own matcher unchanged.
 */
import { expect as baseExpect } from '@playwright/test';
import type { DriverLocator, DriverPage } from '../driver-page';
import { WebDriverLocator } from './locator';
import { WebDriverPage } from './page';

type Snapshot = Awaited<ReturnType<WebDriverLocator['snapshot']>>;
type Expected = string | RegExp;

export interface MatcherContext {
  isNot: boolean;
  timeout: number;
}

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();

function matchText(
  actual: string | undefined,
  expected: Expected,
  substring: boolean,
  ignoreCase = false,
): boolean {
  if (actual === undefined) return false;
  if (expected instanceof RegExp) return expected.test(normalize(actual));
  const a = ignoreCase ? normalize(actual).toLowerCase() : normalize(actual);
  const e = ignoreCase ? normalize(expected).toLowerCase() : normalize(expected);
  return substring ? a.includes(e) : a === e;
}

/** Polls `probe` until `check` gives the wanted answer (inverted by .not) or the timeout passes. */
async function poll<T>(
  context: MatcherContext,
  name: string,
  timeout: number | undefined,
  probe: () => Promise<T>,
  check: (value: T) => boolean,
  describe: (value: T) => string,
) {
  const deadline = Date.now() + (timeout ?? context.timeout);
  let value = await probe();
  while (check(value) === context.isNot && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await probe();
  }
  const pass = check(value);
  return {
    name,
    pass,
    message: () =>
      `${context.isNot ? 'not ' : ''}${name} failed after ${timeout ?? context.timeout} ms: received ${describe(value)}`,
  };
}

/** Playwright's own matcher, as a pass/fail result for this (possibly negated) call. */
async function builtIn(context: MatcherContext, name: string, received: unknown, args: readonly unknown[]) {
  const assertions: object = context.isNot ? baseExpect(received).not : baseExpect(received);
  const matcher: unknown = Reflect.get(assertions, name);
  try {
    if (typeof matcher !== 'function') throw new Error(`expect(...).${name} is not a Playwright matcher`);
    await matcher.apply(assertions, args);
    return { name, pass: !context.isNot, message: () => '' };
  } catch (error) {
    return {
      name,
      pass: context.isNot,
      message: () => (error instanceof Error ? error.message : String(error)),
    };
  }
}

export interface Options {
  timeout?: number;
}
export interface TextOptions extends Options {
  ignoreCase?: boolean;
}

/**
 * A matcher on a locator: the stand-in's is polled here, Playwright's goes to Playwright. Its typed
 * arguments are what `expect(locator)` offers the specs, so an argument the stand-in does not
 * understand (an array of texts, say) fails type-checking.
 */
function locatorMatcher<Args extends unknown[]>(
  name: string,
  check: (snapshot: Snapshot, ...args: Args) => boolean,
  describe: (snapshot: Snapshot, ...args: Args) => string,
  timeoutOf: (...args: Args) => number | undefined,
) {
  return async function (this: MatcherContext, received: DriverLocator, ...args: Args) {
    if (!(received instanceof WebDriverLocator)) return builtIn(this, name, received, args);
    return poll(
      this,
      name,
      timeoutOf(...args),
      () => received.snapshot(),
      (snapshot) => check(snapshot, ...args),
      (snapshot) => describe(snapshot, ...args),
    );
  };
}

const text = (snapshot: Snapshot) => (snapshot.count === 0 ? '(no element)' : JSON.stringify(snapshot.text));

/** `toHaveText` (whole text) or `toContainText` (a part of it). */
function textMatcher(name: string, part: boolean) {
  return locatorMatcher<[expected: Expected, options?: TextOptions]>(
    name,
    (s, expected: Expected, options?: TextOptions) =>
      s.count > 0 && matchText(s.text, expected, part, options?.ignoreCase),
    text,
    (_expected, options) => options?.timeout,
  );
}

const visibility = (s: Snapshot) => (s.visible ? 'visible' : 'hidden');

export const webDriverMatchers = {
  toHaveText: textMatcher('toHaveText', false),
  toContainText: textMatcher('toContainText', true),
  toHaveValue: locatorMatcher<[expected: Expected, options?: Options]>(
    'toHaveValue',
    (s, expected: Expected, _options?: Options) =>
      s.count > 0 &&
      s.value !== undefined &&
      (expected instanceof RegExp ? expected.test(s.value) : s.value === expected),
    (s) => JSON.stringify(s.value),
    (_expected, options) => options?.timeout,
  ),
  toHaveAttribute: locatorMatcher<[attribute: string, expected?: Expected | Options, options?: Options]>(
    'toHaveAttribute',
    (s, attribute: string, expected?: Expected | Options, _options?: Options) => {
      const value = s.attributes?.[attribute];
      if (s.count === 0 || value === undefined) return false;
      if (typeof expected !== 'string' && !(expected instanceof RegExp)) return true;
      return expected instanceof RegExp ? expected.test(value) : value === expected;
    },
    (s, attribute) => JSON.stringify(s.attributes?.[attribute] ?? null),
    (_attribute, expected, options) =>
      typeof expected === 'string' || expected instanceof RegExp ? options?.timeout : expected?.timeout,
  ),
  toHaveCount: locatorMatcher<[expected: number, options?: Options]>(
    'toHaveCount',
    (s, expected: number, _options?: Options) => s.count === expected,
    (s) => String(s.count),
    (_expected, options) => options?.timeout,
  ),
  toBeVisible: locatorMatcher<[options?: Options]>(
    'toBeVisible',
    (s, _options?: Options) => s.count > 0 && s.visible === true,
    visibility,
    (options) => options?.timeout,
  ),
  toBeHidden: locatorMatcher<[options?: Options]>(
    'toBeHidden',
    (s, _options?: Options) => s.count === 0 || s.visible !== true,
    visibility,
    (options) => options?.timeout,
  ),
  toBeEmpty: locatorMatcher<[options?: Options]>(
    'toBeEmpty',
    (s, _options?: Options) => s.count > 0 && s.empty === true,
    text,
    (options) => options?.timeout,
  ),
  toHaveURL: async function (
    this: MatcherContext,
    received: DriverPage,
    expected: Expected,
    options?: Options,
  ) {
    if (!(received instanceof WebDriverPage))
      return builtIn(this, 'toHaveURL', received, [expected, options]);
    return poll(
      this,
      'toHaveURL',
      options?.timeout,
      () => received.currentUrl(),
      (url) => (expected instanceof RegExp ? expected.test(url) : url === expected),
      (url) => url,
    );
  },
};

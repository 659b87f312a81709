/**
 * Playwright's web-first matchers for the WebDriver stand-ins. `expect.extend` may reuse a built-in
 * matcher's name (Playwright puts user matchers after its own), so these replace toHaveText & co.;
 * for anything that is not a stand-in they call Playwright's own matcher unchanged.
 */
import { expect as baseExpect } from '@playwright/test';
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
async function builtIn(context: MatcherContext, name: string, received: unknown, args: unknown[]) {
  const matchers = (context.isNot ? baseExpect(received).not : baseExpect(received)) as unknown as Record<
    string,
    (...a: unknown[]) => Promise<void>
  >;
  try {
    await matchers[name]?.(...args);
    return { name, pass: !context.isNot, message: () => '' };
  } catch (error) {
    return {
      name,
      pass: context.isNot,
      message: () => (error instanceof Error ? error.message : String(error)),
    };
  }
}

type Options = { timeout?: number; ignoreCase?: boolean };

function locatorMatcher(
  name: string,
  check: (snapshot: Snapshot, args: unknown[]) => boolean,
  describe: (snapshot: Snapshot) => string,
  optionsAt: number,
) {
  return async function (this: MatcherContext, received: unknown, ...args: unknown[]) {
    if (!(received instanceof WebDriverLocator)) return builtIn(this, name, received, args);
    const options = (args[optionsAt] ?? {}) as Options;
    return poll(
      this,
      name,
      options.timeout,
      () => received.snapshot(),
      (snapshot) => check(snapshot, args),
      describe,
    );
  };
}

const text = (snapshot: Snapshot) => (snapshot.count === 0 ? '(no element)' : JSON.stringify(snapshot.text));

/** `toHaveText` (whole text) or `toContainText` (a part of it). */
function textMatcher(name: string, part: boolean) {
  return locatorMatcher(
    name,
    (s, [expected, options]) =>
      s.count > 0 &&
      matchText(s.text, expected as Expected, part, (options as Options | undefined)?.ignoreCase),
    text,
    1,
  );
}

export const webDriverMatchers = {
  toHaveText: textMatcher('toHaveText', false),
  toContainText: textMatcher('toContainText', true),
  toHaveValue: locatorMatcher(
    'toHaveValue',
    (s, [expected]) =>
      s.count > 0 &&
      s.value !== undefined &&
      (expected instanceof RegExp ? expected.test(s.value) : s.value === expected),
    (s) => JSON.stringify(s.value),
    1,
  ),
  toHaveAttribute: async function (this: MatcherContext, received: unknown, ...args: unknown[]) {
    if (!(received instanceof WebDriverLocator)) return builtIn(this, 'toHaveAttribute', received, args);
    const [attribute, expected, options] = args as [
      string,
      Expected | Options | undefined,
      Options | undefined,
    ];
    const hasValue = typeof expected === 'string' || expected instanceof RegExp;
    return poll(
      this,
      'toHaveAttribute',
      (hasValue ? options : (expected as Options | undefined))?.timeout,
      () => received.snapshot(),
      (s) => {
        const value = s.attributes?.[attribute];
        if (s.count === 0 || value === undefined) return false;
        if (!hasValue) return true;
        return expected instanceof RegExp ? expected.test(value) : value === expected;
      },
      (s) => JSON.stringify(s.attributes?.[attribute] ?? null),
    );
  },
  toHaveCount: locatorMatcher(
    'toHaveCount',
    (s, [expected]) => s.count === expected,
    (s) => String(s.count),
    1,
  ),
  toBeVisible: locatorMatcher(
    'toBeVisible',
    (s) => s.count > 0 && s.visible === true,
    (s) => (s.visible ? 'visible' : 'hidden'),
    0,
  ),
  toBeHidden: locatorMatcher(
    'toBeHidden',
    (s) => s.count === 0 || s.visible !== true,
    (s) => (s.visible ? 'visible' : 'hidden'),
    0,
  ),
  toBeEmpty: locatorMatcher('toBeEmpty', (s) => s.count > 0 && s.empty === true, text, 0),
  toHaveURL: async function (this: MatcherContext, received: unknown, ...args: unknown[]) {
    if (!(received instanceof WebDriverPage)) return builtIn(this, 'toHaveURL', received, args);
    const [expected, options] = args as [Expected, Options | undefined];
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

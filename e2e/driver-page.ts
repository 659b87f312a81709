/**
 * The browser-test seam as a type: the part of Playwright's Page (and of what it hands out: locators,
 * frames, requests, responses, routes, keyboard, mouse, clock) that the specs may use. Playwright's
 * Page and the WebDriver stand-in (e2e/webdriver/page.ts) both satisfy it by type, and the `page`
 * fixture of e2e/engine.ts is typed with it, so a spec that calls what the stand-in lacks fails
 * `tsc --noEmit` instead of failing in WebKit alone. To use more of Playwright, add it here and to
 * the stand-in in the same change.
 */
import type { Page } from '@playwright/test';

/** A glob, a RegExp or a predicate on the URL, as Playwright's route and waitFor* take them. */
export type DriverUrlMatch = string | RegExp | ((url: URL) => boolean);

/** Runs a function in a document with a serialisable argument (no handles), and gives its result. */
export interface DriverEvaluate {
  <R, Arg>(pageFunction: (arg: Arg) => R | Promise<R>, arg: Arg): Promise<R>;
  <R>(pageFunction: () => R | Promise<R>): Promise<R>;
}

/** Element-level reads and actions, resolved afresh for every call (a Playwright Locator). */
export interface DriverLocator {
  locator(selector: string, options?: { hasText?: string | RegExp }): DriverLocator;
  getByTestId(testId: string): DriverLocator;
  getByRole(
    role: Parameters<Page['getByRole']>[0],
    options?: { name?: string; exact?: boolean },
  ): DriverLocator;
  filter(options: { hasText?: string | RegExp }): DriverLocator;
  first(): DriverLocator;
  last(): DriverLocator;
  nth(index: number): DriverLocator;
  contentFrame(): DriverFrameLocator;
  elementHandle(): Promise<{ contentFrame(): Promise<DriverFrame | null> } | null>;
  /** Runs in the page on the first element, waiting for it. */
  evaluate<R, Arg, E extends Element = HTMLElement | SVGElement>(
    pageFunction: (element: E, arg: Arg) => R | Promise<R>,
    arg: Arg,
  ): Promise<R>;
  evaluate<R, E extends Element = HTMLElement | SVGElement>(
    pageFunction: (element: E) => R | Promise<R>,
  ): Promise<R>;
  /** Runs in the page on every element, at once. */
  evaluateAll<R, Arg, E extends Element = HTMLElement | SVGElement>(
    pageFunction: (elements: E[], arg: Arg) => R | Promise<R>,
    arg: Arg,
  ): Promise<R>;
  evaluateAll<R, E extends Element = HTMLElement | SVGElement>(
    pageFunction: (elements: E[]) => R | Promise<R>,
  ): Promise<R>;
  count(): Promise<number>;
  textContent(): Promise<string | null>;
  innerText(): Promise<string>;
  getAttribute(name: string): Promise<string | null>;
  inputValue(): Promise<string>;
  isVisible(): Promise<boolean>;
  dispatchEvent(type: string, eventInit?: Record<string, unknown>): Promise<void>;
  focus(): Promise<void>;
  fill(value: string): Promise<void>;
  selectOption(value: string): Promise<string[]>;
  click(): Promise<void>;
}

/** An iframe to look into (a Playwright FrameLocator). */
export interface DriverFrameLocator {
  locator(selector: string, options?: { hasText?: string | RegExp }): DriverLocator;
  getByTestId(testId: string): DriverLocator;
  getByRole(
    role: Parameters<Page['getByRole']>[0],
    options?: { name?: string; exact?: boolean },
  ): DriverLocator;
  frameLocator(selector: string): DriverFrameLocator;
}

/** A document in the page (a Playwright Frame). */
export interface DriverFrame {
  url(): string;
  evaluate: DriverEvaluate;
  locator(selector: string): DriverLocator;
}

export interface DriverRequest {
  url(): string;
  method(): string;
  headers(): Record<string, string>;
  allHeaders(): Promise<Record<string, string>>;
  postData(): string | null;
  resourceType(): string;
}

export interface DriverResponse {
  url(): string;
  status(): number;
  ok(): boolean;
  headers(): Record<string, string>;
  allHeaders(): Promise<Record<string, string>>;
  request(): DriverRequest;
  body(): Promise<Buffer>;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

/** What `route.fetch()` gives: to fulfil with it, pass its status, headers and body. */
export interface DriverFetchedResponse {
  status(): number;
  headers(): Record<string, string>;
  body(): Promise<Buffer>;
  text(): Promise<string>;
}

export interface DriverRoute {
  request(): DriverRequest;
  fetch(): Promise<DriverFetchedResponse>;
  fulfill(options: {
    status?: number;
    headers?: Record<string, string>;
    contentType?: string;
    body?: string | Buffer;
  }): Promise<void>;
  continue(): Promise<void>;
  fallback(): Promise<void>;
  abort(): Promise<void>;
}

export interface DriverConsoleMessage {
  type(): string;
  text(): string;
  location(): { url: string; lineNumber: number; columnNumber: number };
}

export interface DriverDownload {
  url(): string;
  suggestedFilename(): string;
}

/** Real input events from the driver: what hits the point, or what holds the focus. */
export interface DriverMouse {
  click(x: number, y: number): Promise<void>;
}
export interface DriverKeyboard {
  type(text: string): Promise<void>;
  press(key: string): Promise<void>;
}

/** A fake clock for the page's timers and Date (Playwright's page.clock subset). */
export interface DriverClock {
  install(): Promise<void>;
  fastForward(ticks: number | string): Promise<void>;
}

/** The events the specs listen to, with what each listener is given. */
export interface DriverPageEvents {
  console: DriverConsoleMessage;
  pageerror: Error;
  request: DriverRequest;
  response: DriverResponse;
  requestfailed: DriverRequest;
  download: DriverDownload;
}

export interface DriverPage {
  readonly mouse: DriverMouse;
  readonly keyboard: DriverKeyboard;
  readonly clock: DriverClock;
  goto(url: string): Promise<unknown>;
  url(): string;
  locator(selector: string, options?: { hasText?: string | RegExp }): DriverLocator;
  getByTestId(testId: string): DriverLocator;
  getByRole(
    role: Parameters<Page['getByRole']>[0],
    options?: { name?: string; exact?: boolean },
  ): DriverLocator;
  frameLocator(selector: string): DriverFrameLocator;
  evaluate: DriverEvaluate;
  /** Polls the function in the page until it gives a truthy value. */
  waitForFunction<Arg>(
    pageFunction: (arg: Arg) => unknown,
    arg: Arg,
    options?: { timeout?: number },
  ): Promise<unknown>;
  waitForFunction(pageFunction: () => unknown): Promise<unknown>;
  frames(): DriverFrame[];
  mainFrame(): DriverFrame;
  addInitScript(
    script: string | { content?: string } | ((arg: never) => unknown),
    arg?: unknown,
  ): Promise<unknown>;
  route(url: DriverUrlMatch, handler: (route: DriverRoute) => unknown): Promise<unknown>;
  unroute(url: DriverUrlMatch): Promise<void>;
  waitForResponse(
    url: string | RegExp | ((response: DriverResponse) => boolean),
    options?: { timeout?: number },
  ): Promise<DriverResponse>;
  waitForRequest(
    url: string | RegExp | ((request: DriverRequest) => boolean),
    options?: { timeout?: number },
  ): Promise<DriverRequest>;
  waitForEvent<E extends keyof DriverPageEvents>(
    event: E,
    options?: { timeout?: number },
  ): Promise<DriverPageEvents[E]>;
  on<E extends keyof DriverPageEvents>(event: E, listener: (value: DriverPageEvents[E]) => void): this;
  off<E extends keyof DriverPageEvents>(event: E, listener: (value: DriverPageEvents[E]) => void): this;
  removeAllListeners(event?: keyof DriverPageEvents): this;
  setViewportSize(size: { width: number; height: number }): Promise<void>;
  emulateMedia(options: { colorScheme?: 'light' | 'dark' | null }): Promise<void>;
  screenshot(options?: { path?: string; fullPage?: boolean }): Promise<Buffer>;
}

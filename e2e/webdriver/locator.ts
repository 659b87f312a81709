/**
 * Stand-ins for Playwright's Locator, FrameLocator and Frame over classic WebDriver. A locator is a
 * context plus steps, resolved afresh in the page for every command, like Playwright's.
 */
import { WebDriverError, type WebDriverSession } from '../../scripts/engines/webdriver-client.mjs';
import { type Context, findElement, MissingFrameError } from './context';
import { RESOLVE_SOURCE, type Step } from './selectors';

/** How long an action waits for its element (Playwright waits up to the test's timeout). */
export const ACTION_TIMEOUT_MS = 15_000;

export interface Driver {
  run<T>(context: Context, task: (session: WebDriverSession) => Promise<T>): Promise<T>;
}

/** A function the specs pass to run in the page: any parameters (it is sent as source text). */
type PageFunction = (...args: never[]) => unknown;

const MISSING = '__svcMissing';

/** Retries `attempt` until it gives a value or the time is up; it signals "not yet" by returning MISSING. */
async function retrying<T>(what: string, attempt: () => Promise<T | typeof MISSING>): Promise<T> {
  const deadline = Date.now() + ACTION_TIMEOUT_MS;
  let last = '';
  for (;;) {
    try {
      const value = await attempt();
      if (value !== MISSING) return value as T;
      last = 'no element';
    } catch (error) {
      const retryable =
        error instanceof MissingFrameError ||
        (error instanceof WebDriverError &&
          [
            'stale element reference',
            'element not interactable',
            'element click intercepted',
            'no such frame',
            'no such element',
          ].includes(String((error as { error?: string }).error)));
      if (!retryable) throw error;
      last = (error as Error).message;
    }
    if (Date.now() > deadline) throw new Error(`${what}: timed out after ${ACTION_TIMEOUT_MS} ms (${last})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function textStep(text: string | RegExp): Step {
  return typeof text === 'string'
    ? { kind: 'hasText', text }
    : { kind: 'hasText', text: '', regex: { source: text.source, flags: text.flags } };
}

export class WebDriverLocator {
  readonly _svcWebDriver = true;
  constructor(
    readonly driver: Driver,
    readonly context: Context,
    readonly steps: Step[],
  ) {}

  toString(): string {
    return `WebDriverLocator(${JSON.stringify(this.steps)})`;
  }

  #with(step: Step): WebDriverLocator {
    return new WebDriverLocator(this.driver, this.context, [...this.steps, step]);
  }
  locator(selector: string, options: { hasText?: string | RegExp } = {}): WebDriverLocator {
    const located = this.#with({ kind: 'css', selector });
    return options.hasText === undefined ? located : located.#with(textStep(options.hasText));
  }
  getByTestId(id: string): WebDriverLocator {
    return this.#with({ kind: 'testid', id });
  }
  getByRole(role: string, options: { name?: string; exact?: boolean } = {}): WebDriverLocator {
    return this.#with({ kind: 'role', role, ...options });
  }
  filter(options: { hasText?: string | RegExp }): WebDriverLocator {
    return options.hasText === undefined ? this : this.#with(textStep(options.hasText));
  }
  first(): WebDriverLocator {
    return this.#with({ kind: 'nth', index: 0 });
  }
  last(): WebDriverLocator {
    return this.#with({ kind: 'nth', index: -1 });
  }
  nth(index: number): WebDriverLocator {
    return this.#with({ kind: 'nth', index });
  }
  /** The frame this iframe element shows, as a FrameLocator. */
  contentFrame(): WebDriverFrameLocator {
    if ('docId' in this.context)
      throw new Error('contentFrame() of a locator inside page.frames() is not supported');
    return new WebDriverFrameLocator(this.driver, { frames: [...this.context.frames, this.steps] });
  }
  async elementHandle(): Promise<{ contentFrame(): Promise<WebDriverFrame> }> {
    await this.#element();
    const context = this.contentFrame().context;
    return { contentFrame: async () => new WebDriverFrame(this.driver, context, '') };
  }

  /** Runs `fn(element, arg)` in the page for the first element, waiting for it to exist. */
  evaluate<R>(fn: PageFunction, arg?: unknown): Promise<R> {
    return retrying('locator.evaluate', () =>
      this.driver.run(this.context, (session) =>
        session.execute(
          `${RESOLVE_SOURCE} const element = resolveSteps(arguments[0])[0];
           if (!element) return '${MISSING}';
           return (${fn.toString()}).call(null, element, arguments[1]);`,
          this.steps,
          arg ?? null,
        ),
      ),
    ) as Promise<R>;
  }
  /** Runs `fn(elements, arg)` in the page, at once (no waiting). */
  evaluateAll<R>(fn: PageFunction, arg?: unknown): Promise<R> {
    return this.driver.run(this.context, (session) =>
      session.execute(
        `${RESOLVE_SOURCE} return (${fn.toString()}).call(null, resolveSteps(arguments[0]), arguments[1]);`,
        this.steps,
        arg ?? null,
      ),
    ) as Promise<R>;
  }
  count(): Promise<number> {
    return this.evaluateAll((elements: Element[]) => elements.length);
  }
  /** Resolves now: texts, values, visibility. The matchers poll this. */
  async snapshot(): Promise<{
    count: number;
    text?: string;
    value?: string;
    visible?: boolean;
    attributes?: Record<string, string>;
    empty?: boolean;
  }> {
    try {
      return await this.evaluateAll((elements: Element[]) => {
        const element = elements[0];
        if (!element) return { count: 0 };
        const rect = element.getBoundingClientRect();
        const attributes: Record<string, string> = {};
        for (const attribute of Array.from(element.attributes)) attributes[attribute.name] = attribute.value;
        const value = (element as HTMLInputElement).value;
        const editable = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
        return {
          count: elements.length,
          text: element.textContent ?? '',
          value: typeof value === 'string' ? value : undefined,
          visible: rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== 'hidden',
          attributes,
          empty: editable ? (element as HTMLInputElement).value === '' : !(element.textContent ?? '').trim(),
        };
      });
    } catch (error) {
      if (error instanceof MissingFrameError) return { count: 0 };
      throw error;
    }
  }

  async #element(): Promise<void> {
    await this.evaluate(() => true);
  }
  textContent(): Promise<string | null> {
    return this.evaluate((element: Element) => element.textContent);
  }
  innerText(): Promise<string> {
    return this.evaluate((element: HTMLElement) => element.innerText);
  }
  getAttribute(name: string): Promise<string | null> {
    return this.evaluate((element: Element, attribute: string) => element.getAttribute(attribute), name);
  }
  inputValue(): Promise<string> {
    return this.evaluate((element: HTMLInputElement) => element.value);
  }
  isVisible(): Promise<boolean> {
    return this.snapshot().then((state) => state.visible === true);
  }
  async dispatchEvent(type: string, init: Record<string, unknown> = {}): Promise<void> {
    await this.evaluate(
      (element: Element, [eventType, eventInit]: [string, EventInit]) => {
        element.dispatchEvent(
          new Event(eventType, { bubbles: true, cancelable: true, composed: true, ...eventInit }),
        );
      },
      [type, init],
    );
  }
  async focus(): Promise<void> {
    await this.evaluate((element: HTMLElement) => element.focus());
  }
  /** Like Playwright: a value-typed input gets its value set with input and change; text is typed in. */
  async fill(value: string): Promise<void> {
    await this.evaluate((element: HTMLInputElement | HTMLTextAreaElement, text: string) => {
      element.focus();
      const setValue = ['color', 'date', 'time', 'datetime-local', 'month', 'range', 'week'];
      if (element instanceof HTMLInputElement && setValue.includes(element.type)) {
        element.value = text;
        element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
        element.dispatchEvent(new Event('change', { bubbles: true }));
        return;
      }
      element.select();
      element.value = text;
      element.dispatchEvent(
        new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }),
      );
    }, value);
  }
  async selectOption(value: string): Promise<string[]> {
    return this.evaluate((element: HTMLSelectElement, wanted: string) => {
      const option = Array.from(element.options).find(
        (each) => each.value === wanted || each.label === wanted,
      );
      if (!option) throw new Error(`no option ${wanted}`);
      element.value = option.value;
      element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      element.dispatchEvent(new Event('change', { bubbles: true }));
      return [option.value];
    }, value);
  }
  /** WebDriver's Element Click (scrolls into view, checks it is not covered), after the element is visible. */
  /**
   * WebDriver's Element Click (scrolls into view, checks the element is not covered). WebKitGTK's
   * driver refuses SVG shapes ("not interactable") and, in iframes, sometimes clicks beside the
   * element (an open datalist popup takes the click): a click that did not reach the element is
   * dispatched to it from the page instead (mouse events at its centre, then the click).
   */
  async click(): Promise<void> {
    await retrying('locator.click', () =>
      this.driver.run(this.context, async (session) => {
        const element = await findElement(session, this.steps);
        if (!element) return MISSING;
        await session.execute(
          `const element = arguments[0];
           window.__svcClickReached = false;
           window.__svcClickProbe = () => { window.__svcClickReached = true; };
           element.addEventListener('click', window.__svcClickProbe, { capture: true, once: true });`,
          element,
        );
        let refused: unknown;
        try {
          await session.elementClick(element);
        } catch (error) {
          if (
            !(error instanceof WebDriverError) ||
            (error as { error?: string }).error !== 'element not interactable'
          )
            throw error;
          refused = error;
        }
        let reached: unknown = true;
        try {
          reached = await session.execute(
            `const element = arguments[0];
             if (window.__svcClickReached !== false) return true;
             element.removeEventListener('click', window.__svcClickProbe, { capture: true });
             const rect = element.getBoundingClientRect();
             if (rect.width === 0 || rect.height === 0) return false;
             element.scrollIntoView({ block: 'center' });
             const box = element.getBoundingClientRect();
             const init = { bubbles: true, cancelable: true, composed: true, view: window, clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
             for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
               element.dispatchEvent(new (type.startsWith('pointer') ? PointerEvent : MouseEvent)(type, init));
             if (typeof element.click === 'function') element.click();
             else element.dispatchEvent(new MouseEvent('click', init));
             return true;`,
            element,
          );
        } catch {
          // The click navigated away (or removed the element): it was delivered.
        }
        if (reached === false) throw refused ?? new Error('the element has no size');
        return true;
      }),
    );
  }
}

export class WebDriverFrameLocator {
  constructor(
    readonly driver: Driver,
    readonly context: { frames: Step[][] },
  ) {}
  locator(selector: string, options: { hasText?: string | RegExp } = {}): WebDriverLocator {
    return new WebDriverLocator(this.driver, this.context, []).locator(selector, options);
  }
  getByTestId(id: string): WebDriverLocator {
    return new WebDriverLocator(this.driver, this.context, []).getByTestId(id);
  }
  getByRole(role: string, options: { name?: string; exact?: boolean } = {}): WebDriverLocator {
    return new WebDriverLocator(this.driver, this.context, []).getByRole(role, options);
  }
  frameLocator(selector: string): WebDriverFrameLocator {
    return new WebDriverFrameLocator(this.driver, {
      frames: [...this.context.frames, [{ kind: 'css', selector }]],
    });
  }
}

/** A frame of page.frames() (a served document) or of elementHandle().contentFrame(). */
export class WebDriverFrame {
  constructor(
    readonly driver: Driver,
    readonly context: Context,
    readonly frameUrl: string,
  ) {}
  url(): string {
    return this.frameUrl;
  }
  evaluate<R>(fn: PageFunction, arg?: unknown): Promise<R> {
    return this.driver.run(this.context, (session) =>
      session.execute(`return (${fn.toString()}).call(null, arguments[0]);`, arg ?? null),
    ) as Promise<R>;
  }
  locator(selector: string): WebDriverLocator {
    return new WebDriverLocator(this.driver, this.context, []).locator(selector);
  }
}

// Real input through WebDriver's Perform Actions: the browser's own mouse and key events, routed to
// whatever it hits or whatever holds the focus (Playwright's page.mouse and page.keyboard subset).
import type { WebDriverSession } from '../../scripts/engines/webdriver-client.mjs';

type Perform = (task: (session: WebDriverSession) => Promise<unknown>) => Promise<unknown>;

/** WebDriver's code points for the named keys the specs press. */
const NAMED_KEYS: Readonly<Record<string, string>> = { Tab: '\uE004', Enter: '\uE007', Escape: '\uE00C' };

async function perform(session: WebDriverSession, source: Record<string, unknown>): Promise<void> {
  await session.command('POST', '/actions', { actions: [source] });
  await session.command('DELETE', '/actions');
}

export function webDriverMouse(run: Perform) {
  return {
    /** A left click at (x, y) of the top document's viewport. */
    click: async (x: number, y: number): Promise<void> => {
      await run((session) =>
        perform(session, {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport', duration: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        }),
      );
    },
  };
}

export function webDriverKeyboard(run: Perform) {
  const keys = (values: string[]) =>
    run((session) =>
      perform(session, {
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      }),
    );
  return {
    /** Each character as its own key press, to whatever has the focus. */
    type: async (text: string): Promise<void> => {
      await keys([...text]);
    },
    press: async (key: string): Promise<void> => {
      await keys([NAMED_KEYS[key] ?? key]);
    },
  };
}

/**
 * Where a command runs: the top document, a chain of iframes found by locator steps (frameLocator,
 * contentFrame), or the document the proxy served with a given id (page.frames()). WebDriver has one
 * current frame per session, so every command first switches from the top to its context.
 */
import { ELEMENT_KEY, type WebDriverSession } from '../../scripts/engines/webdriver-client.mjs';
import { RESOLVE_SOURCE, type Step } from './selectors';

export type Context = { frames: Step[][] } | { docId: string };

export const TOP: Context = { frames: [] };

export type ElementReference = Record<string, string>;

export function isElementReference(value: unknown): value is ElementReference {
  return typeof value === 'object' && value !== null && ELEMENT_KEY in value;
}

/** Thrown when a context's frame is not in the page (yet). */
export class MissingFrameError extends Error {}

/** The first element the steps select in the current frame, or undefined. */
export async function findElement(
  session: WebDriverSession,
  steps: Step[],
): Promise<ElementReference | undefined> {
  const found = await session.execute(
    `${RESOLVE_SOURCE} return resolveSteps(arguments[0])[0] ?? null;`,
    steps,
  );
  return isElementReference(found) ? found : undefined;
}

async function findDocument(session: WebDriverSession, docId: string): Promise<boolean> {
  const [id, frames] = (await session.execute(
    'return [window.__svcWebDriver ? window.__svcWebDriver.docId : null, Array.from(document.querySelectorAll("iframe, frame"))];',
  )) as [string | null, ElementReference[]];
  if (id === docId) return true;
  for (const frame of frames) {
    try {
      await session.switchToFrame(frame);
    } catch {
      continue;
    }
    if (await findDocument(session, docId)) return true;
    await session.switchToParentFrame();
  }
  return false;
}

/** Switches the session to the context; throws MissingFrameError when it is not there. */
export async function enter(session: WebDriverSession, context: Context): Promise<void> {
  await session.switchToFrame(null);
  if ('docId' in context) {
    if (!(await findDocument(session, context.docId)))
      throw new MissingFrameError(`the frame (document ${context.docId}) is gone`);
    return;
  }
  for (const steps of context.frames) {
    const frame = await findElement(session, steps);
    if (!frame) throw new MissingFrameError(`no frame for ${JSON.stringify(steps)}`);
    await session.switchToFrame(frame);
  }
}

/** Runs `visit` in every frame of the page, the top first (frames that cannot be entered are passed over). */
export async function everyFrame(session: WebDriverSession, visit: () => Promise<void>): Promise<void> {
  await session.switchToFrame(null);
  const walk = async (): Promise<void> => {
    await visit();
    const frames = (await session.execute(
      'return Array.from(document.querySelectorAll("iframe, frame"));',
    )) as ElementReference[];
    for (const frame of frames) {
      try {
        await session.switchToFrame(frame);
      } catch {
        continue;
      }
      await walk();
      await session.switchToParentFrame();
    }
  };
  await walk();
}

// transport: 'auto' in each engine: the host races pings on window messages and the port right after
// ready and keeps the faster; actions and events flow in order before, during and after the switch.
import { expect, type Page, test } from './engine';
import { urls, waitForEvents } from './support';

/** Every console line of the page and its frames, as text. */
function consoleLines(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

const ACTIONS = 80;

test('auto ends on a working transport; navigate actions sent before, during and after the switch each come back once, in order', async ({
  page,
}) => {
  const lines = consoleLines(page);
  await page.goto(`${urls().host}pages/auto-height?transport=auto&debug=on`);
  // From before ready to well after the race, each answered by an error event that names its path
  // (the sandbox has no such page).
  const answered = await page.locator('svc-embed').evaluate(async (element, count) => {
    type Controller = {
      ready: Promise<unknown>;
      navigate(path: string): void;
      on(name: 'error', handler: (payload: { message: string }) => void): () => void;
    };
    const host = element as HTMLElement & { controller: Controller | null };
    while (!host.controller) await new Promise((resolve) => setTimeout(resolve, 1));
    const { controller } = host;
    const paths: string[] = [];
    controller.on('error', ({ message }) => {
      const path = /no such page in this embed: (\S+)/.exec(message)?.[1];
      if (path) paths.push(path);
    });
    const send = (index: number) => controller.navigate(`/embed/dashboard/missing-${index}`);
    // Before ready (queued), then every 4 ms from ready on: the race ends within tens of ms of it.
    for (let index = 0; index < 10; index++) send(index);
    await controller.ready;
    for (let index = 10; index < count; index++) {
      send(index);
      await new Promise((resolve) => setTimeout(resolve, 4));
    }
    const deadline = Date.now() + 10_000;
    while (paths.length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return paths;
  }, ACTIONS);
  expect(answered).toEqual(
    Array.from({ length: ACTIONS }, (_, index) => `/embed/dashboard/missing-${index}`),
  );
  await waitForEvents(page, 'dashboard-loaded');
  // The race ended either way: a switch was sent, or the last ping's answers came and nothing more.
  const switched = lines.some((line) => line.includes('svc:action:transport sent'));
  test.info().annotations.push({ type: 'transport', description: switched ? 'port' : 'window' });
  console.log(`transport chosen by auto in ${test.info().project.name}: ${switched ? 'port' : 'window'}`);
  // Whatever it chose works after it: one more round trip.
  const last = await page.locator('svc-embed').evaluate(
    (element) =>
      new Promise<string>((resolve) => {
        const { controller } = element as HTMLElement & {
          controller: {
            navigate(path: string): void;
            on(name: 'error', handler: (payload: { message: string }) => void): () => void;
          };
        };
        controller.on('error', ({ message }) => resolve(message));
        controller.navigate('/embed/dashboard/after-the-race');
      }),
  );
  expect(last).toContain('/embed/dashboard/after-the-race');
});

import { expect, type Page, test } from './engine';
import { embed, openHostPage, waitForEvents } from './support';

type Violation = { directive: string; blocked: string; source: string };

// Installed in every frame before any of its scripts run: a violation anywhere is recorded.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const store = window as unknown as { cspViolations: Violation[] };
    store.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      store.cspViolations.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
      });
    });
  });
});

async function violations(page: Page): Promise<Violation[]> {
  const all: Violation[] = [];
  for (const frame of page.frames()) {
    all.push(
      ...(await frame.evaluate(
        () => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? [],
      )),
    );
  }
  return all;
}

function expectStrict(policy: string | undefined) {
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-inline');
  expect(policy).not.toContain('unsafe-eval');
}

test('host page and dashboard run every action under script-src self with no violation', async ({ page }) => {
  const policies: (string | undefined)[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      policies.push(response.headers()['content-security-policy']);
  });
  // The private channel too: its offer and port messages must run under the policy as well.
  await openHostPage(page, '?allowExport=1&messagePort=1');
  expect(policies).toHaveLength(2);
  for (const policy of policies) expectStrict(policy);

  await page.locator('#color-scheme').selectOption('dark');
  await page.locator('#theme-color').fill('#00aa55');
  await page.locator('#theme-color').dispatchEvent('change');
  await page.locator('#locale').selectOption('fr-FR');
  await page.locator('#timezone').selectOption('America/New_York');
  await page.locator('#status-filter').selectOption('completed');
  await page.locator('#navigate').click();
  await waitForEvents(page, 'navigate');
  await page.locator('#refresh').click();
  await waitForEvents(page, 'dashboard-loaded', 2);
  await embed(page).getByTestId('tab-overview').click();
  await embed(page).locator('[data-testid="bar"]').first().click();
  await embed(page).getByTestId('ai-input').fill('revenue?');
  await embed(page).getByTestId('ai-submit').click();
  await embed(page).locator('[data-widget="orders-table"]').getByTestId('download-csv').click();
  await waitForEvents(page, 'download');
  await waitForEvents(page, 'ai-query', 2);
  expect(await violations(page)).toEqual([]);
});

for (const surface of ['app', 'chat'] as const) {
  test(`the ${surface} surface runs with no violation`, async ({ page }) => {
    await openHostPage(page, `?surface=${surface}&messagePort=1`);
    await page.locator('#color-scheme').selectOption('dark');
    await page.locator('#locale').selectOption('ja-JP');
    await expect(embed(page).locator('html')).toHaveAttribute('data-scheme', 'dark');
    expect(await violations(page)).toEqual([]);
  });
}

test('a violation would be seen: the probe catches an inline script', async ({ page }) => {
  await openHostPage(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect
    .poll(async () => (await violations(page)).map((v) => v.directive))
    .toContain('script-src-elem');
});

import { expect, test } from '@playwright/test';
import { openHostPage, urls } from './support';

test('the API key reaches no browser request or response', async ({ page }) => {
  const { apiKey } = urls();
  const seen: string[] = [];
  page.on('request', (request) => {
    seen.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
  });
  const bodies: Promise<void>[] = [];
  page.on('response', (response) => {
    bodies.push(
      response
        .text()
        .catch(() => '')
        .then(async (body) => {
          seen.push(`${response.url()} ${JSON.stringify(await response.allHeaders())} ${body}`);
        }),
    );
  });
  await openHostPage(page, '?allowExport=1');
  await page.locator('#renew-now').click();
  await expect(page.locator('#mint-count')).toHaveText('2');
  await Promise.all(bodies);
  expect(seen.length).toBeGreaterThan(5);
  expect(seen.some((line) => line.includes('/api/embed-session'))).toBe(true);
  expect(seen.filter((line) => line.includes(apiKey))).toEqual([]);
});

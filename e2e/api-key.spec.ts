import { expect, type Request, type Response, test } from '@playwright/test';
import { openHostPage, urls } from './support';

test('the API key reaches no browser request or response', async ({ page }) => {
  const { apiKey } = urls();
  const seen: string[] = [];
  const reading: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    seen.push(`${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`);
  };
  const onResponse = (response: Response) => {
    reading.push(
      Promise.all([response.allHeaders(), response.text().catch(() => '')]).then(([headers, body]) => {
        seen.push(`${response.url()} ${JSON.stringify(headers)} ${body}`);
      }),
    );
  };
  page.on('request', onRequest);
  page.on('response', onResponse);
  await openHostPage(page, '?allowExport=1');
  await page.locator('#renew-now').click();
  await expect(page.locator('#mint-count')).toHaveText('2');
  // Stop watching before reading what was seen, so no response is still being read when the page closes.
  page.off('request', onRequest);
  page.off('response', onResponse);
  while (reading.length > 0) await Promise.all(reading.splice(0));
  expect(seen.length).toBeGreaterThan(5);
  expect(seen.some((line) => line.includes('/api/embed-session'))).toBe(true);
  expect(seen.filter((line) => line.includes(apiKey))).toEqual([]);
});

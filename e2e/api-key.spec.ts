import { expect, type Request, type Response, test } from './engine';
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

test('a page of another site cannot make the host backend mint (CSRF)', async ({ page }) => {
  const { host, third } = urls();
  const mintUrl = new URL('/api/embed-session', host).href;
  await page.goto(`${third}foreign-host.html`);
  const fetched = page.waitForResponse(mintUrl);
  await page.evaluate(async (url) => {
    // What a hostile page can send without CORS: a "simple" request, which the browser lets through.
    await fetch(url, {
      method: 'POST',
      mode: 'no-cors',
      headers: { 'Content-Type': 'text/plain' },
      body: '{}',
    });
  }, mintUrl);
  expect((await fetched).status()).toBe(403);

  const submitted = page.waitForResponse(mintUrl);
  await page.evaluate((url) => {
    const form = Object.assign(document.createElement('form'), { method: 'post', action: url });
    form.enctype = 'text/plain';
    document.body.append(form);
    form.submit();
  }, mintUrl);
  const response = await submitted;
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ error: expect.stringContaining('Origin') });
});

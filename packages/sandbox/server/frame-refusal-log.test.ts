import { describe, expect, it } from 'vitest';
import { HOST_ORIGIN, startTestSandbox } from './test-sandbox';

const FOREIGN = 'http://localhost:5105';
const asFrame = (referer?: string) => ({
  headers: { 'Sec-Fetch-Dest': 'iframe', ...(referer === undefined ? {} : { Referer: referer }) },
});

describe('a surface requested as a frame by an origin the sandbox will not allow', () => {
  it('is logged once per origin, with the flag that allows it', async () => {
    const lines: string[] = [];
    const sandbox = await startTestSandbox({ log: (line) => lines.push(line) });
    for (const path of ['/embed/dashboard/sales', '/embed/chat', '/embed/dashboard/sales?session=x']) {
      expect((await sandbox.request(path, asFrame(`${FOREIGN}/`))).status).toBe(200);
    }
    await sandbox.request('/embed/chat', asFrame('http://127.0.0.1:9000/page'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(FOREIGN);
    expect(lines[0]).toContain(`--allowed-origin ${FOREIGN}`);
    expect(lines[1]).toContain('--allowed-origin http://127.0.0.1:9000');
  });

  it.each<[string, RequestInit]>([
    ['an allowed origin', asFrame(`${HOST_ORIGIN}/`)],
    ['no Referer', asFrame()],
    ['a Referer that is not an http(s) address', asFrame('about:blank')],
    ['a top-level navigation', { headers: { 'Sec-Fetch-Dest': 'document', Referer: `${FOREIGN}/` } }],
  ])('is not logged for %s', async (_label, init) => {
    const lines: string[] = [];
    const sandbox = await startTestSandbox({ log: (line) => lines.push(line) });
    await sandbox.request('/embed/dashboard/sales', init);
    expect(lines).toEqual([]);
  });

  it('is not logged for the data API or assets', async () => {
    const lines: string[] = [];
    const sandbox = await startTestSandbox({ log: (line) => lines.push(line) });
    await sandbox.request('/api/v1/embed/data', asFrame(`${FOREIGN}/`));
    await sandbox.request('/healthz', asFrame(`${FOREIGN}/`));
    expect(lines).toEqual([]);
  });
});

// @vitest-environment happy-dom
import nodeConsole from 'node:console';
import { afterEach, expect, it, vi } from 'vitest';
import { quietIframeLoading } from './index';

const saved = [nodeConsole.error, console.error];
afterEach(() => {
  [nodeConsole.error, console.error] = saved as [typeof console.error, typeof console.error];
  document.body.innerHTML = '';
});

it("quietIframeLoading silences happy-dom's notice for each iframe, and only that", async () => {
  // Stand-ins for both consoles as they are before any setup file ran.
  const printed = vi.fn();
  nodeConsole.error = printed;
  console.error = printed;
  quietIframeLoading();
  quietIframeLoading(); // harmless twice
  const iframe = document.createElement('iframe');
  iframe.src = 'https://tenant.example/embed/dashboard/pub-1';
  document.body.append(iframe);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(printed).not.toHaveBeenCalled();
  nodeConsole.error('a real error');
  console.error(new Error('another'));
  expect(printed.mock.calls).toEqual([['a real error'], [new Error('another')]]);
});

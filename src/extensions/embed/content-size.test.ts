// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Disposer } from '../../internal/disposer';
import { type ContentSize, observeContentSize } from './content-size';

/** A ResizeObserver and rAF the test drives: `resize()` fires the observer, `frame()` runs one frame. */
function fakeBrowser() {
  const observers: (() => void)[] = [];
  let frames: FrameRequestCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {
        observers.length = 0;
      }
    },
  );
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {
    frames = [];
  });
  return {
    resize: () => {
      for (const callback of observers) callback();
    },
    frame: () => {
      const due = frames;
      frames = [];
      for (const callback of due) callback(0);
    },
    pendingFrames: () => frames.length,
  };
}

function setViewport(height: number) {
  Object.defineProperty(window, 'innerHeight', { value: height, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setViewport(768);
});

function start() {
  const browser = fakeBrowser();
  const disposer = new Disposer();
  let content: ContentSize = { height: 600, width: 800 };
  const reports: ContentSize[] = [];
  observeContentSize(
    disposer,
    (size) => reports.push(size),
    () => content,
  );
  const setContent = (height: number) => {
    content = { height, width: 800 };
  };
  return { ...browser, disposer, reports, setContent };
}

describe('observeContentSize', () => {
  it('reports the size in the first frame, then only when it changes', () => {
    setViewport(480);
    const page = start();
    expect(page.reports).toEqual([]);
    page.frame();
    expect(page.reports).toEqual([{ height: 600, width: 800 }]);
    page.resize();
    page.frame();
    expect(page.reports).toHaveLength(1);
    page.setContent(700);
    page.resize();
    page.frame();
    expect(page.reports.at(-1)).toEqual({ height: 700, width: 800 });
  });

  it('measures at most once per animation frame, however many resizes come in it', () => {
    const page = start();
    page.frame();
    for (let i = 0; i < 10; i++) page.resize();
    expect(page.pendingFrames()).toBe(1);
  });

  it('does not report growth that only follows the viewport (a 100vh element): no feedback loop', () => {
    setViewport(480);
    const page = start();
    page.setContent(530); // 50 px header + 100vh
    page.frame();
    expect(page.reports).toEqual([{ height: 530, width: 800 }]);
    // The host applies 530 px: the viewport grows by 50 and so does the 100vh content.
    setViewport(530);
    page.setContent(580);
    page.resize();
    page.frame();
    page.resize();
    page.frame();
    expect(page.reports).toHaveLength(1);
    // A real content change (a tab with 100 px more) is still reported.
    page.setContent(680);
    page.resize();
    page.frame();
    expect(page.reports.at(-1)).toEqual({ height: 680, width: 800 });
  });

  it.each([
    ['with its resize event', true],
    ['with no resize event or observer in time (WebKit)', false],
  ])('reports content growth after a viewport change that moved no content, %s', (_label, resizeEvent) => {
    setViewport(480);
    const page = start();
    page.setContent(958);
    page.frame();
    // The host applies 958 px: the viewport grows, the content (not sized in vh) does not.
    setViewport(958);
    if (resizeEvent) window.dispatchEvent(new Event('resize'));
    page.frame();
    // Later a 100vh element is added: real growth, at a viewport that did not change since.
    page.setContent(1916);
    page.resize();
    page.frame();
    expect(page.reports).toEqual([
      { height: 958, width: 800 },
      { height: 1916, width: 800 },
    ]);
  });

  it('watches the viewport only for a while after a report, not every frame', () => {
    const page = start();
    page.frame();
    for (let i = 0; i < 100; i++) page.frame();
    expect(page.pendingFrames()).toBe(0);
  });

  it('does not report growth of several 100vh elements either (twice the viewport growth)', () => {
    setViewport(480);
    const page = start();
    page.setContent(960); // min-height: 100vh on the page and one more 100vh element
    page.frame();
    setViewport(960);
    page.setContent(1920);
    page.resize();
    page.frame();
    expect(page.reports).toEqual([{ height: 960, width: 800 }]);
  });

  it.each<[string, (viewport: number) => number]>([
    ['calc(100vh - 10px)', (viewport) => viewport - 10],
    ['50vh', (viewport) => viewport / 2],
    ['a 50 px header and 100vh', (viewport) => viewport + 50],
    ['200vh', (viewport) => viewport * 2],
  ])('content of %s settles at a stable height, the host applying each report', (_label, contentAt) => {
    setViewport(480);
    const browser = fakeBrowser();
    const reports: number[] = [];
    observeContentSize(
      new Disposer(),
      (size) => reports.push(size.height),
      () => ({ height: Math.ceil(contentAt(innerHeight)), width: 800 }),
    );
    browser.frame();
    for (let frame = 0; frame < 50; frame++) {
      const applied = reports.at(-1);
      if (applied !== undefined && applied !== innerHeight) {
        setViewport(applied); // the host sizes the iframe: its viewport follows
        window.dispatchEvent(new Event('resize'));
        browser.resize();
      }
      browser.frame();
    }
    expect(reports).toHaveLength(1);
    expect(innerHeight).toBe(reports[0]);
  });

  it('stops observing when its owner is disposed', () => {
    const page = start();
    page.disposer.dispose();
    page.setContent(900);
    page.resize();
    page.frame();
    expect(page.reports).toEqual([]);
  });
});

/**
 * The one list of browser tests that cannot run in an engine because its driver lacks something
 * (never because the library behaves differently there: that is fixed, not skipped). Each entry names
 * the engine, the spec file and the test title, and why. The test summary prints this list.
 */
export interface EngineSkip {
  engine: 'chromium' | 'firefox' | 'webkit';
  file: string;
  title: string;
  reason: string;
}

export const ENGINE_SKIPS: readonly EngineSkip[] = [
  {
    engine: 'firefox',
    file: 'events.spec.ts',
    title: 'an export inside the embed saves a file (the host page allows blob: frames)',
    reason:
      "Firefox ESR's WebDriver BiDi sends no browsingContext.downloadWillBegin for a download from a frame, so Playwright sees none; the embed's download event is checked in 'downloads exist only with allowExport=true'",
  },
  {
    engine: 'firefox',
    file: 'spoofing.spec.ts',
    title: 'from a parent at an origin the tenant does not allow',
    reason:
      "Firefox ESR's WebDriver BiDi never completes a fulfilled response for a frame's document (network.provideResponse), so the test cannot drop the tenant's frame-ancestors to reach the embed's own origin check",
  },
];

/** Why this test is skipped in this engine, or undefined when it runs. */
export function engineSkipReason(engine: string, file: string, title: string): string | undefined {
  const name = file.split(/[\\/]/).pop();
  return ENGINE_SKIPS.find((skip) => skip.engine === engine && skip.file === name && skip.title === title)
    ?.reason;
}

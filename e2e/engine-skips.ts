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

export const ENGINE_SKIPS: readonly EngineSkip[] = [];

/** Why this test is skipped in this engine, or undefined when it runs. */
export function engineSkipReason(engine: string, file: string, title: string): string | undefined {
  const name = file.split(/[\\/]/).pop();
  return ENGINE_SKIPS.find((skip) => skip.engine === engine && skip.file === name && skip.title === title)
    ?.reason;
}

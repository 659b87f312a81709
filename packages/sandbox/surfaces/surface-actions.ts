import { applyTheme } from './appearance';
import type { SurfaceRuntime } from './surface-runtime';

/**
 * The host's actions (spec 6.4), each with a visible effect. The emitter has validated every payload;
 * `set-session` is the emitter's own (its `exchangeSession` is the runtime's renewal).
 */
export function handleActions(runtime: SurfaceRuntime): void {
  const { emitter, settings, statusBar } = runtime;

  emitter.onAction('set-color-scheme', ({ scheme }) => {
    runtime.scheme.set(scheme);
    runtime.update();
  });

  emitter.onAction('set-theme', (theme) => {
    applyTheme(document.documentElement, theme);
    statusBar.notice(`theme applied: ${Object.keys(theme).join(', ') || 'no change'}`);
  });

  emitter.onAction('set-locale', ({ locale }) => {
    settings.setLocale(locale);
    document.documentElement.lang = settings.locale;
    runtime.rerender();
  });

  emitter.onAction('set-timezone', ({ timezone }) => {
    settings.setTimeZone(timezone);
    runtime.rerender();
  });

  emitter.onAction('set-filter', ({ filterUrlParameter }) => {
    const change = settings.applyFilterParameter(filterUrlParameter);
    if (!change.ok) {
      runtime.reportError(`filter ignored: ${change.error}`, 'set-filter');
      return;
    }
    runtime.rerender();
    statusBar.notice(
      change.cleared ? `filter on ${change.member} cleared` : `filter on ${change.member} applied`,
    );
  });

  emitter.onAction('navigate', ({ path }) => {
    const result = runtime.navigation.go(path);
    if (result === 'unknown') {
      runtime.reportError(`cannot navigate: no such page in this embed: ${path}`, 'embed-render');
    } else if (result === 'same') {
      statusBar.notice(`already on ${runtime.navigation.current}`);
    }
  });

  emitter.onAction('refresh', () => runtime.refresh());

  emitter.onAction('set-session', () => {
    statusBar.notice(
      runtime.signed ? 'renewing the session…' : 'set-session refused: a private embed has no session',
      runtime.signed ? 'info' : 'error',
    );
  });
}

import { createAiBox } from './ai-box';
import { el } from './dom';
import { type AppRoute, appPath, matchAppRoute, WORKBOOKS } from './routes';
import type { SurfaceContext, SurfaceView } from './surface-context';
import { renderWorkbookTable } from './workbook-table';

/** The app: a workbook list and one page per workbook, in-embed links between them, and an AI box. */
export function createAppView(context: SurfaceContext): SurfaceView {
  const deploymentId = context.config.deploymentId ?? 0;
  let route: AppRoute | null = { kind: 'workbooks' };
  let missingPath = '';

  const link = (path: string, text: string, testId: string) => {
    const anchor = el('a', { href: path, 'data-testid': testId }, text);
    anchor.addEventListener('click', (event) => {
      event.preventDefault();
      context.navigate(path);
    });
    return anchor;
  };

  const homePath = appPath(deploymentId, { kind: 'workbooks' });
  const content = el('section', { class: 'app-content' });
  const element = el(
    'main',
    { class: 'surface app' },
    el(
      'header',
      { class: 'surface-header' },
      el('h1', {}, `App · deployment ${deploymentId}`),
      el('nav', { class: 'breadcrumbs', 'aria-label': 'App' }, link(homePath, 'All workbooks', 'app-home')),
    ),
    content,
    createAiBox(context),
  );

  function render(): void {
    if (route === null) {
      content.replaceChildren(
        el('h2', {}, 'Page not found'),
        el('p', { class: 'not-found' }, `This app has no page at ${missingPath}.`),
        link(homePath, 'Back to the workbooks', 'not-found-home'),
      );
      return;
    }
    if (route.kind === 'workbooks') {
      const items = WORKBOOKS.map((workbook) =>
        el(
          'li',
          {},
          link(appPath(deploymentId, { kind: 'workbook', workbook }), workbook.name, 'workbook-link'),
          ` #${workbook.id}`,
        ),
      );
      content.replaceChildren(el('h2', {}, 'Workbooks'), el('ul', { class: 'workbook-list' }, ...items));
      return;
    }
    const { workbook } = route;
    content.replaceChildren(
      el('h2', {}, `${workbook.name} (workbook ${workbook.id})`),
      renderWorkbookTable(workbook, context.filteredRows(), context.formatter()),
    );
  }

  return {
    element,
    render,
    showRoute: (path) => {
      const next = matchAppRoute(path, deploymentId);
      if (next === null) return false;
      route = next;
      render();
      return true;
    },
    showNotFound: (path) => {
      route = null;
      missingPath = path;
      render();
    },
    title: () =>
      route === null ? 'Not found' : route.kind === 'workbooks' ? 'Workbooks' : route.workbook.name,
  };
}

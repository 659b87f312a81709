import { el } from './dom';

/** A dashboard widget's frame: title, optional download buttons, and a body the widget fills. */

export const DOWNLOAD_FORMATS = ['csv', 'xlsx', 'png', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export interface WidgetFrame {
  element: HTMLElement;
  body: HTMLElement;
}

/** `onDownload` is `null` without `allowExport=true`: then no download control exists at all. */
export function widgetFrame(
  widgetId: string,
  title: string,
  onDownload: ((format: DownloadFormat) => void) | null,
): WidgetFrame {
  const header = el('header', { class: 'widget-header' }, el('h2', {}, title));
  if (onDownload !== null) {
    const buttons = DOWNLOAD_FORMATS.map((format) => {
      const button = el(
        'button',
        {
          type: 'button',
          class: 'download',
          'data-testid': `download-${format}`,
          'aria-label': `Download ${title} as ${format.toUpperCase()}`,
        },
        format.toUpperCase(),
      );
      button.addEventListener('click', () => onDownload(format));
      return button;
    });
    header.append(el('div', { class: 'downloads', role: 'group', 'aria-label': 'Downloads' }, ...buttons));
  }
  const body = el('div', { class: 'widget-body' });
  const element = el(
    'section',
    { class: 'widget', 'data-widget': widgetId, 'aria-label': title },
    header,
    body,
  );
  return { element, body };
}

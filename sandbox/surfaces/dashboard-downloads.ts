import { exportFileName, ordersCsv } from './csv';
import type { DownloadFormat } from './dashboard-widget';
import { saveFile } from './download-file';
import type { SurfaceContext } from './surface-context';

/**
 * Widget and dashboard exports. CSV is a real file of the filtered rows; the other formats are
 * simulated (the event and a notice only). The `download` event never carries the rows.
 */

export function exportWidget(
  context: SurfaceContext,
  widgetId: string,
  title: string,
  format: DownloadFormat,
): void {
  const rows = context.filteredRows();
  if (format === 'csv') {
    const name = exportFileName(widgetId, 'csv', Date.now(), context.formatter());
    saveFile(name, 'text/csv;charset=utf-8', ordersCsv(rows));
    context.notice(`downloaded ${name} (${rows.length} rows)`);
  } else {
    context.notice(`${title}: ${format.toUpperCase()} export requested (simulated in the sandbox)`);
  }
  const isData = format === 'csv' || format === 'xlsx';
  context.emitter.emit('download', {
    format,
    target: 'widget',
    widgetId,
    title,
    ...(isData ? { rowCount: rows.length } : {}),
  });
}

export function exportDashboard(context: SurfaceContext, title: string): void {
  context.notice(`${title}: PDF export requested (simulated in the sandbox)`);
  context.emitter.emit('download', { format: 'pdf', target: 'dashboard', title });
}

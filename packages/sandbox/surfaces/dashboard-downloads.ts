import { exportFileName, toCsv, type WidgetTable } from './csv';
import type { DownloadFormat } from './dashboard-widget';
import { saveFile } from './download-file';
import type { SurfaceContext } from './surface-context';

/**
 * Widget and dashboard exports. CSV is a real file of the widget's own data (the chart's totals, the
 * table's rows); XLSX, PNG and PDF are simulated (a notice, no file), so their `download` event has no
 * `rowCount`: it counts rows really exported. The event never carries the rows.
 */

export interface ExportableWidget {
  id: string;
  title: string;
  /** The widget's data for the current filters. */
  table: () => WidgetTable;
}

export function exportWidget(
  context: SurfaceContext,
  widget: ExportableWidget,
  format: DownloadFormat,
): void {
  const { id: widgetId, title } = widget;
  if (format !== 'csv') {
    context.notice(`${title}: ${format.toUpperCase()} export requested (simulated in the sandbox, no file)`);
    context.emitter.emit('download', { format, target: 'widget', widgetId, title });
    return;
  }
  const table = widget.table();
  const name = exportFileName(widgetId, 'csv', Date.now(), context.formatter());
  saveFile(name, 'text/csv;charset=utf-8', toCsv(table.header, table.rows));
  context.notice(`downloaded ${name} (${context.formatter().count(table.rows.length, 'row')})`);
  context.emitter.emit('download', {
    format,
    target: 'widget',
    widgetId,
    title,
    rowCount: table.rows.length,
  });
}

export function exportDashboard(context: SurfaceContext, title: string): void {
  context.notice(`${title}: PDF export requested (simulated in the sandbox, no file)`);
  context.emitter.emit('download', { format: 'pdf', target: 'dashboard', title });
}

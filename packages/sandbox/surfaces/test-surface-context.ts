import { type EmbedEmitter, viewport } from '@svc/embed/embed';
import { vi } from 'vitest';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { answerQuestion } from './ai-assistant';
import type { SurfaceConfig } from './surface-config';
import type { SurfaceContext } from './surface-context';
import { ViewSettings } from './view-settings';

/** A view's context over the sample orders, in en-US and UTC; `emitted` records what the view emits. */
export function testSurfaceContext(
  surface: Pick<SurfaceConfig, 'surface' | 'publicId'>,
  allowExport = false,
) {
  const rows = [...SAMPLE_ORDERS];
  const emitted: [string, unknown][] = [];
  const settings = new ViewSettings('en-US', 'UTC', []);
  const navigate = vi.fn();
  const context: SurfaceContext = {
    config: {
      ...surface,
      hostOrigins: ['http://localhost:4200'],
      tokenEndpoint: '/api/v1/embed/session/token',
      dataEndpoint: '/api/v1/embed/data',
    },
    emitter: {
      emit: (name: string, payload: unknown) => emitted.push([name, payload]),
    } as unknown as EmbedEmitter,
    viewport: viewport(),
    fetchRows: async () => rows,
    allowExport,
    formatter: () => settings.formatter,
    filters: () => settings.filters,
    filteredRows: () => settings.filter(rows),
    answer: (query) => answerQuestion(query, settings.filter(rows), settings.filters, settings.formatter),
    navigate,
    notice: () => {},
  };
  return { context, emitted, settings, navigate };
}

import * as z from 'zod/mini';
import {
  count,
  embedModeSchema,
  inEmbedPathSchema,
  integerAtLeast,
  memberSchema,
  nonEmptyString,
  nonNegativeNumber,
  surfaceSchema,
} from './values';

/** Payloads of the ten events of spec section 6.3. Unknown fields are dropped on parse. */

const ready = z.object({
  embedTenant: z.nullable(nonEmptyString()),
  deploymentId: z.nullable(integerAtLeast(1)),
  mode: embedModeSchema,
  surface: surfaceSchema,
  publicId: z.optional(nonEmptyString()),
});

const view = z.object({
  surface: surfaceSchema,
  path: inEmbedPathSchema,
  publicId: z.optional(nonEmptyString()),
  title: z.optional(z.string()),
});

const navigate = z.object({
  path: inEmbedPathSchema,
  previousPath: z.optional(inEmbedPathSchema),
});

const dashboardLoaded = z.object({
  publicId: z.optional(nonEmptyString()),
  widgetCount: z.optional(count()),
  loadDurationMs: z.optional(nonNegativeNumber()),
});

const DATA_FORMATS: readonly string[] = ['csv', 'xlsx'];

const download = z
  .object({
    format: z.enum(['csv', 'xlsx', 'png', 'pdf']),
    target: z.enum(['widget', 'dashboard']),
    widgetId: z.optional(nonEmptyString()),
    title: z.optional(z.string()),
    rowCount: z.optional(count()),
  })
  .check(
    z.refine((d) => d.widgetId === undefined || d.target === 'widget', {
      path: ['widgetId'],
      message: 'widgetId is only allowed when target is "widget"',
    }),
    z.refine((d) => d.rowCount === undefined || DATA_FORMATS.includes(d.format), {
      path: ['rowCount'],
      message: 'rowCount is only allowed on data exports (csv, xlsx)',
    }),
  );

const drilldown = z.object({
  member: memberSchema,
  value: z.optional(z.unknown()),
  widgetId: z.optional(nonEmptyString()),
});

const aiQuery = z.object({
  query: nonEmptyString(),
  status: z.enum(['submitted', 'completed', 'error']),
  chatId: z.optional(nonEmptyString()),
  agentId: z.optional(nonEmptyString()),
});

const sessionExpiring = z.object({
  expiresAt: nonNegativeNumber(),
  expiresInMs: nonNegativeNumber(),
});

const sessionExpired = z.object({
  expiredAt: nonNegativeNumber(),
});

const error = z.object({
  message: z.string(),
  name: z.optional(z.string()),
  context: z.optional(z.string()),
  fatal: z.optional(z.boolean()),
});

export const eventPayloadSchemas = {
  ready,
  view,
  navigate,
  'dashboard-loaded': dashboardLoaded,
  download,
  drilldown,
  'ai-query': aiQuery,
  'session-expiring': sessionExpiring,
  'session-expired': sessionExpired,
  error,
};

export type EmbedEventName = keyof typeof eventPayloadSchemas;
export type EventPayloads = { [N in EmbedEventName]: z.infer<(typeof eventPayloadSchemas)[N]> };

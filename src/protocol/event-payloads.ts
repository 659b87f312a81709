import * as z from 'zod/mini';
import {
  booleanType,
  messageText,
  queryText,
  rowCountOnlyOnDataExport,
  smallValue,
  widgetIdOnlyOnWidget,
} from './rules';
import {
  count,
  embedModeSchema,
  formatString,
  idString,
  inEmbedPathSchema,
  labelString,
  memberSchema,
  nonNegativeNumber,
  positiveIntegerNumber,
  refineWith,
  ruleOnly,
  surfaceSchema,
} from './schemas';
import { extensionListFormat } from './values';

/** Payloads of the ten events (README "Envelopes"). Unknown fields are dropped on parse. */

const ready = z.object({
  /** The viewer's embed tenant, or `null` when there is none. */
  embedTenant: z.nullable(idString()),
  /** The deployment of the surface, or `null` when there is none. */
  deploymentId: z.nullable(positiveIntegerNumber()),
  /** `signed` (opened with a session id) or `private`. */
  mode: embedModeSchema,
  /** The surface that is ready: `dashboard`, `app` or `chat` (the same as the envelope's `surface`). */
  surface: surfaceSchema,
  /** The dashboard's public id, when the surface has one. */
  publicId: z.optional(idString()),
  // Optional: an embed older than the extensions sends neither (README "Protocol version").
  /** Extension of this library: the protocol version the embed speaks (1 = the spec's catalog). */
  protocolVersion: z.optional(positiveIntegerNumber()),
  /** Extension of this library: the extensions the embed supports, space-separated (`content-size message-port`). */
  extensions: z.optional(formatString(extensionListFormat)),
});

const view = z.object({
  /** The surface shown: `dashboard`, `app` or `chat`. */
  surface: surfaceSchema,
  /** The in-embed path of the page shown, e.g. `/embed/d/42/app/workbook/130`. */
  path: inEmbedPathSchema,
  /** Public id of the dashboard shown, if any. */
  publicId: z.optional(idString()),
  /** Title of the page shown, if any. */
  title: z.optional(labelString()),
});

const navigate = z.object({
  /** The in-embed path the viewer went to. */
  path: inEmbedPathSchema,
  /** The in-embed path before, when there was one. */
  previousPath: z.optional(inEmbedPathSchema),
});

const dashboardLoaded = z.object({
  /** The dashboard's public id. */
  publicId: z.optional(idString()),
  /** How many widgets were rendered. */
  widgetCount: z.optional(count()),
  /** How long rendering every widget took, in ms. */
  loadDurationMs: z.optional(nonNegativeNumber()),
});

const download = z
  .object({
    /** `csv` or `xlsx` (data), `png` or `pdf` (image). */
    format: z.enum(['csv', 'xlsx', 'png', 'pdf']),
    /** `widget` (one widget) or `dashboard` (the whole dashboard). */
    target: z.enum(['widget', 'dashboard']),
    /** The widget exported; only when `target` is `widget`. */
    widgetId: z.optional(idString()),
    /** Title of what was exported. */
    title: z.optional(labelString()),
    /** How many rows were exported; data exports (`csv`, `xlsx`) only. The rows never travel. */
    rowCount: z.optional(count()),
  })
  .check(refineWith(widgetIdOnlyOnWidget), refineWith(rowCountOnlyOnDataExport));

const drilldown = z.object({
  /** The fully-qualified measure drilled into: `<view>.<member>`, e.g. `orders.revenue`. */
  member: memberSchema,
  /** The value drilled into, when there is one. */
  value: z.optional(z.unknown().check(refineWith(smallValue))),
  /** The widget drilled from. */
  widgetId: z.optional(idString()),
});

const aiQuery = z.object({
  /** The text of the query. */
  query: z.string().check(refineWith(queryText)),
  /** `submitted`, `completed` or `error`. */
  status: z.enum(['submitted', 'completed', 'error']),
  /** The chat the query belongs to, when there is one. */
  chatId: z.optional(idString()),
  /** The agent that answers, when there is one. */
  agentId: z.optional(idString()),
});

const sessionExpiring = z.object({
  /** When the session stops working, epoch ms. */
  expiresAt: nonNegativeNumber(),
  /** Time left until then, in ms; 0 if already past. */
  expiresInMs: nonNegativeNumber(),
});

const sessionExpired = z.object({
  /** When the session lapsed, epoch ms. */
  expiredAt: nonNegativeNumber(),
});

const error = z.object({
  /** What went wrong, in words. */
  message: z.string().check(refineWith(messageText)),
  /** The error's name, e.g. `EmbedSessionExchangeError`. */
  name: z.optional(labelString()),
  /** Where it happened, e.g. `embed-render`, `session-renewal`. */
  context: z.optional(labelString()),
  /** True when the whole surface went down. */
  fatal: z.optional(ruleOnly<boolean>(booleanType)),
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

/** The short name of an event: `ready`, `download`, `session-expiring`, ... (the type without `svc:event:`). */
export type EmbedEventName = keyof typeof eventPayloadSchemas;
/** The payloads as the schemas infer them; the public map, with a named type per event, is in payload-names.ts. */
export type EventPayloads = { [N in EmbedEventName]: z.infer<(typeof eventPayloadSchemas)[N]> };

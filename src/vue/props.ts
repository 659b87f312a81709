import type { PropType } from 'vue';
import type { EmbedTheme, Surface } from '../envelope';
import type { EmbedControllerOptions, EmbedFilters, RenewalRetryOptions } from '../host';
import type { ColorScheme } from '../internal/settings-sync';

/** The controller options a component can take: the wrapper owns the iframe and reports diagnostics as an event. */
export type SvcEmbedProps = Omit<EmbedControllerOptions, 'container' | 'iframe' | 'onDiagnostic'>;

export type { ColorScheme };

/** Runtime declarations of `SvcEmbedProps` (Vue needs them to make props reactive). */
export const svcEmbedProps = {
  tenantUrl: { type: String, required: true },
  surface: { type: String as PropType<Surface>, required: true },
  publicId: String,
  deploymentId: Number,
  path: String,
  sessionId: String,
  mintSession: Function as PropType<() => Promise<string>>,
  allowExport: Boolean,
  timezone: String,
  locale: String,
  filters: Object as PropType<EmbedFilters>,
  colorScheme: String as PropType<ColorScheme>,
  theme: Object as PropType<EmbedTheme>,
  title: String,
  readyTimeoutMs: Number,
  renewal: Object as PropType<RenewalRetryOptions>,
} as const satisfies { [K in keyof SvcEmbedProps]-?: unknown };

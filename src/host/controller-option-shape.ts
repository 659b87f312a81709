import type { OptionKind, OptionShape } from '../internal/check-options';
import type { EmbedControllerOptions } from './controller-options';

const AUTO_HEIGHT = 'autoHeight({ minHeight, maxHeight })';
const MOVED = {
  autoHeight: AUTO_HEIGHT,
  minHeight: AUTO_HEIGHT,
  maxHeight: AUTO_HEIGHT,
  messagePort: 'messagePort()',
  debug: 'debugLog()',
} as const;

/**
 * What `new EmbedController(options)` takes, checked as a whole first (`checkOptions`).
 * @internal Exported by the host entry for the wrappers' lifecycle, not for applications.
 */
export const CONTROLLER_OPTION_SHAPE = {
  kinds: {
    tenantUrl: 'a string',
    surface: 'a string',
    publicId: 'a string',
    deploymentId: 'a number',
    path: 'a string',
    sessionId: 'a string',
    allowExport: 'a boolean',
    timezone: 'a string',
    locale: 'a string',
    filters: 'an object',
    mintSession: 'a function',
    container: 'an element',
    iframe: 'an element',
    title: 'a string',
    colorScheme: 'a string',
    theme: 'an object',
    readyTimeoutMs: 'a number',
    transport: 'a string',
    renewal: 'an object',
    onDiagnostic: 'a function',
    extensions: 'an array',
  } satisfies Record<keyof EmbedControllerOptions, OptionKind>,
  moved: MOVED,
} satisfies OptionShape;

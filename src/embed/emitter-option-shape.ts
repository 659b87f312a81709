import type { OptionKind, OptionShape } from '../internal/check-options';

const MOVED = {
  contentSize: 'contentSize()',
  messagePort: 'messagePort()',
  debug: 'debugLog()',
} as const;

/** What `new EmbedEmitter(options)` takes, checked as a whole first (`checkOptions`); its test checks it lists exactly `EmbedEmitterOptions`. */
export const EMITTER_OPTION_SHAPE = {
  kinds: {
    surface: 'a string',
    mode: 'a string',
    hostOrigins: 'a string or an array',
    expiresAt: 'a number',
    expiringLeadMs: 'a number',
    exchangeSession: 'a function',
    exchangeTimeoutMs: 'a number',
    now: 'a function',
    onDiagnostic: 'a function',
    extensions: 'an array',
  } satisfies Record<string, OptionKind>,
  moved: MOVED,
} satisfies OptionShape;

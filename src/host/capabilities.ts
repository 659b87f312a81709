import type { EventPayloads } from '../envelope';
import type { DebugLog } from '../internal/debug-log';
import { DIAGNOSTIC_REASONS, type DiagnosticHandler, reportDiagnostic } from '../internal/diagnostics';
import type { Disposer } from '../internal/disposer';
import { parseExtensionEvent } from '../protocol/extension-envelope';
import type { ExtensionEventPayloads } from '../protocol/extension-payloads';
import { EXTENSIONS, KNOWN_EXTENSIONS, PROTOCOL_VERSION } from '../protocol/extensions';
import { describeIssues } from '../protocol/parse-error';
import { type AutoHeight, type AutoHeightOptions, createAutoHeight } from './auto-height';

/** What the embed announced in its latest `ready`. */
export interface EmbedCapabilities {
  /** 1 for an embed that announces nothing (it predates the field). */
  protocolVersion: number;
  /** Extension names the embed supports, including ones this host does not know. */
  extensions: readonly string[];
}

/** Distinct refused types reported before the host stops reporting new ones. */
const MAX_REPORTED_TYPES = 64;
const EVENT_PREFIX = 'svc:event:';

export function readCapabilities(ready: EventPayloads['ready']): EmbedCapabilities {
  return {
    protocolVersion: ready.protocolVersion ?? PROTOCOL_VERSION,
    extensions: Object.freeze([...new Set(ready.extensions?.split(' ').filter(Boolean))]),
  };
}

/**
 * The host's side of the extensions: an extension event is delivered only when the embed's
 * `ready` announced it; anything else (not announced, unknown to this host) is refused with one
 * diagnostic per type, so a chatty newer embed cannot flood `onDiagnostic`.
 */
export class ExtensionGate {
  /** What the embed announced in its latest `ready`; `null` before it. */
  capabilities: EmbedCapabilities | null = null;
  readonly #reported = new Set<string>();
  readonly #autoHeight: AutoHeight | null;
  readonly #onDiagnostic: DiagnosticHandler | undefined;
  readonly #debug: DebugLog | undefined;

  constructor(
    iframe: HTMLIFrameElement,
    options: AutoHeightOptions,
    onDiagnostic: DiagnosticHandler | undefined,
    debug: DebugLog | undefined,
    disposer: Pick<Disposer, 'add'>,
  ) {
    this.#onDiagnostic = onDiagnostic;
    this.#debug = debug;
    this.#autoHeight = createAutoHeight(iframe, options, onDiagnostic, disposer);
  }

  /** Each `ready` (a reloaded iframe announces again) replaces what was announced before. */
  onReady(ready: EventPayloads['ready']): void {
    this.capabilities = readCapabilities(ready);
    this.#autoHeight?.onReady(this.capabilities);
  }

  /** Called with an envelope whose type is not in the spec's catalog. */
  receive(data: unknown, type: string, origin: string): void {
    const name = type.slice(EVENT_PREFIX.length);
    const known = KNOWN_EXTENSIONS.includes(name);
    if (!known || !this.capabilities?.extensions.includes(name)) {
      if (this.#reported.has(type) || this.#reported.size >= MAX_REPORTED_TYPES) return;
      this.#reported.add(type);
      reportDiagnostic(this.#onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.extensionRefused,
        message: `${type} refused: ${known ? 'not announced in ready' : 'unknown to this host'}`,
        origin,
      });
      return;
    }
    // Only content-size comes as a window message, and only autoHeight uses it: else dropped unparsed.
    if (name !== EXTENSIONS.contentSize || !this.#autoHeight) return;
    const parsed = parseExtensionEvent(data);
    if (!parsed.success) {
      reportDiagnostic(this.#onDiagnostic, {
        reason: DIAGNOSTIC_REASONS.invalidMessage,
        message: describeIssues(parsed.error),
        origin,
        detail: data,
      });
      return;
    }
    this.#debug?.('in', 'accepted', type, origin, parsed.data.payload);
    this.#autoHeight.apply(parsed.data.payload as ExtensionEventPayloads['content-size']);
  }
}

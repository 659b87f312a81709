import type * as z from 'zod/mini';
import { createAction, createEvent } from '../src/envelope';
import { actionPayloadSchemas } from '../src/protocol/action-payloads';
import { envelopeSchema } from '../src/protocol/envelope-rules';
import { eventPayloadSchemas } from '../src/protocol/event-payloads';
import { extensionActionSchemas, extensionEventSchemas } from '../src/protocol/extension-payloads';
import {
  actionPayloadValidators,
  eventPayloadValidators,
  extensionActionValidators,
  extensionEventValidators,
  validateEnvelope,
} from '../src/protocol/generated/validators';
import type { Validator } from '../src/protocol/validator-runtime';
import { ACTION_EXAMPLES, EVENT_EXAMPLES } from './valid-envelopes';

/** One message kind: its zod schema (what the core entry parses with), its generated validator, valid values. */
export interface MessageKind {
  kind: string;
  schema: z.ZodMiniObject;
  validate: Validator | undefined;
  examples: readonly object[];
}

/** Valid payloads of the extension messages (the core ones are in valid-envelopes.ts). */
const EXTENSION_EXAMPLES: Record<'event' | 'action', Record<string, readonly object[]>> = {
  event: {
    'content-size': [
      { height: 480, width: 1024.5 },
      { height: 0, width: 100_000 },
    ],
    'message-port': [{}, { nonce: 'n-1' }],
    viewport: [
      { top: 0, height: 0, block: 'start' },
      { top: 1500.5, height: 100_000, block: 'nearest' },
    ],
    transport: [
      { step: 'ping', seq: 1 },
      { step: 'switch', seq: 0 },
    ],
  },
  action: {
    'message-port': [{ nonce: 'n-1' }, {}],
    viewport: [
      { top: 1500, height: 800, viewportWidth: 1280, viewportHeight: 800, visible: true },
      { top: 0, height: 0, viewportWidth: 0, viewportHeight: 100_000, visible: false },
    ],
    transport: [
      { step: 'ping', seq: 3 },
      { step: 'switch', seq: 0 },
    ],
  },
};

const ENVELOPE_EXAMPLES: readonly object[] = [
  createEvent(
    'ready',
    { embedTenant: null, deploymentId: null, mode: 'private', surface: 'chat' },
    'chat',
    0,
  ),
  createEvent('error', { message: 'boom' }, 'dashboard', 1_700_000_000_000),
  createAction('refresh', {}, 1_700_000_000_000),
  { ...createAction('navigate', { path: '/a' }, 5), payload: Object.create(null) as object },
];

function kinds(
  prefix: string,
  schemas: Record<string, unknown>,
  validators: Record<string, Validator>,
  examples: (name: string) => readonly object[] | undefined,
): MessageKind[] {
  return Object.entries(schemas).map(([name, schema]) => ({
    kind: `${prefix} ${name}`,
    schema: schema as z.ZodMiniObject,
    validate: Object.hasOwn(validators, name) ? validators[name] : undefined,
    examples: examples(name) ?? [],
  }));
}

const coreExamples = (table: Record<string, { examples: readonly object[] }>) => (name: string) =>
  Object.hasOwn(table, name) ? table[name]?.examples : undefined;
const extensionExamples = (direction: 'event' | 'action') => (name: string) =>
  Object.hasOwn(EXTENSION_EXAMPLES[direction], name) ? EXTENSION_EXAMPLES[direction][name] : undefined;

/**
 * Every message kind of the catalog, read from the schema tables, so a new event, action or extension
 * message gets a row of its own (and fails until it has a generated validator and examples); and the
 * envelope, which every message passes first.
 */
export const MESSAGE_KINDS: readonly MessageKind[] = [
  {
    kind: 'envelope',
    schema: envelopeSchema as unknown as z.ZodMiniObject,
    validate: validateEnvelope,
    examples: ENVELOPE_EXAMPLES,
  },
  ...kinds('event', eventPayloadSchemas, eventPayloadValidators, coreExamples(EVENT_EXAMPLES)),
  ...kinds('action', actionPayloadSchemas, actionPayloadValidators, coreExamples(ACTION_EXAMPLES)),
  ...kinds('extension event', extensionEventSchemas, extensionEventValidators, extensionExamples('event')),
  ...kinds(
    'extension action',
    extensionActionSchemas,
    extensionActionValidators,
    extensionExamples('action'),
  ),
];

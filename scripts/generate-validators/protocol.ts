import type * as z from 'zod/mini';
import { actionPayloadSchemas } from '../../src/protocol/action-payloads';
import { envelopeSchema } from '../../src/protocol/envelope-rules';
import { eventPayloadSchemas } from '../../src/protocol/event-payloads';
import { extensionActionSchemas, extensionEventSchemas } from '../../src/protocol/extension-payloads';
import * as filters from '../../src/protocol/filter-parameter';
import * as rules from '../../src/protocol/rules';
import * as values from '../../src/protocol/values';
import type { NamedSchema } from './render';
import { renderModule } from './render';

/** Where the generated protocol validators live, relative to the project root. */
export const PROTOCOL_VALIDATORS_FILE = 'src/protocol/generated/validators.ts';

const camel = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

function named(direction: 'event' | 'action', schemas: Record<string, z.core.$ZodType>): NamedSchema[] {
  return Object.entries(schemas).map(([name, schema]) => ({
    exportName: `validate${camel(name)}${direction === 'event' ? 'Event' : 'Action'}`,
    where: `${direction}s.${name}`,
    schema,
  }));
}

function table(name: string, direction: 'event' | 'action', schemas: Record<string, unknown>): string {
  const rows = named(direction, schemas as Record<string, z.core.$ZodType>).map(
    ({ exportName }, index) => `  ${JSON.stringify(Object.keys(schemas)[index])}: ${exportName},`,
  );
  return [`export const ${name} = {`, ...rows, '};'].join('\n');
}

/** The text of src/protocol/generated/validators.ts, from today's schemas. */
export function generateProtocolValidators(): string {
  return renderModule({
    generator:
      'scripts/generate-validators.mjs from src/protocol/{envelope-rules,event-payloads,action-payloads,extension-payloads}.ts',
    runtime: '../validator-runtime',
    ruleModules: [
      { specifier: '../rules', exports: rules },
      { specifier: '../values', exports: values },
      { specifier: '../filter-parameter', exports: filters },
    ],
    schemas: [
      { exportName: 'validateEnvelope', where: 'envelope', schema: envelopeSchema },
      ...named('event', eventPayloadSchemas),
      ...named('action', actionPayloadSchemas),
      ...named('event', extensionEventSchemas),
      ...named('action', extensionActionSchemas),
    ],
    tail: [
      table('eventPayloadValidators', 'event', eventPayloadSchemas),
      '',
      table('actionPayloadValidators', 'action', actionPayloadSchemas),
      '',
      table('extensionEventValidators', 'event', extensionEventSchemas),
      '',
      table('extensionActionValidators', 'action', extensionActionSchemas),
    ].join('\n'),
  });
}

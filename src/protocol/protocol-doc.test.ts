import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actionPayloadSchemas } from './action-payloads';
import { eventPayloadSchemas } from './event-payloads';
import { extensionActionSchemas, extensionEventSchemas } from './extension-payloads';
import { KNOWN_EXTENSIONS } from './extensions';

/**
 * PROTOCOL.md is the protocol reference for people who implement one side without this library.
 * These tests keep it in step with the schemas: every message type of the code is in it, with a
 * section of its own that names each payload field, and it names no `svc:` type the code lacks.
 */

const DOC = readFileSync(new URL('../../PROTOCOL.md', import.meta.url), 'utf8');

interface Message {
  type: string;
  fields: string[];
}

const messagesOf = (direction: 'event' | 'action', schemas: Record<string, { shape: object }>): Message[] =>
  Object.entries(schemas).map(([name, schema]) => ({
    type: `svc:${direction}:${name}`,
    fields: Object.keys(schema.shape),
  }));

/** Every message type the code defines, from its own schema maps. */
const MESSAGES: Message[] = [
  ...messagesOf('event', eventPayloadSchemas),
  ...messagesOf('action', actionPayloadSchemas),
  ...messagesOf('event', extensionEventSchemas),
  ...messagesOf('action', extensionActionSchemas),
];
const KNOWN_TYPES = new Set(MESSAGES.map(({ type }) => type));

/** Every `svc:<word>:<name>` the page writes; placeholders such as `svc:event:<name>` do not match. */
function typesNamedIn(text: string): Set<string> {
  return new Set(text.match(/\bsvc:[A-Za-z]+:[A-Za-z0-9][\w-]*/g) ?? []);
}

/** The text under the first heading that names `code` in backticks, up to the next heading. */
function sectionOf(text: string, code: string): string | null {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && line.includes(`\`${code}\``));
  if (start === -1) return null;
  const end = lines.findIndex((line, index) => index > start && /^#{1,6} /.test(line));
  return lines.slice(start + 1, end === -1 ? undefined : end).join('\n');
}

describe('PROTOCOL.md', () => {
  it('reads the message types from the code', () => {
    // Ten events, eight actions, and the extensions' messages: the lists are not empty by mistake.
    expect(MESSAGES.length).toBeGreaterThanOrEqual(18);
    expect(KNOWN_TYPES).toContain('svc:event:ready');
    expect(KNOWN_TYPES).toContain('svc:action:set-session');
  });

  it('names every event, action and extension message type of the code', () => {
    const named = typesNamedIn(DOC);
    expect([...KNOWN_TYPES].filter((type) => !named.has(type))).toEqual([]);
  });

  it('names no svc: type the code does not know', () => {
    expect([...typesNamedIn(DOC)].filter((type) => !KNOWN_TYPES.has(type))).toEqual([]);
  });

  it('gives each message type a section that names every payload field', () => {
    const problems = MESSAGES.flatMap(({ type, fields }) => {
      const section = sectionOf(DOC, type);
      if (section === null) return [`${type}: no heading`];
      return fields.filter((field) => !section.includes(`\`${field}\``)).map((field) => `${type}: ${field}`);
    });
    expect(problems).toEqual([]);
  });

  it('gives each extension a section', () => {
    expect(KNOWN_EXTENSIONS.filter((name) => sectionOf(DOC, name) === null)).toEqual([]);
  });

  it('finds what it checks: a known type in a heading, an unknown one in text', () => {
    expect(sectionOf('## `svc:event:view`\n`path`\n## next', 'svc:event:view')).toBe('`path`');
    expect([...typesNamedIn('`svc:event:<name>`, svc:event:reboot, svc:action:set-theme.')]).toEqual([
      'svc:event:reboot',
      'svc:action:set-theme',
    ]);
  });
});

import fc from 'fast-check';

/**
 * Values a hostile or broken page can post. Everything here survives structured cloning
 * (no functions, no getters), because that is all `postMessage` can deliver.
 */

/** Keys that trip code which routes or merges on plain-object keys. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
  'then',
  'polluted',
] as const;

const ENVELOPE_KEYS = ['source', 'direction', 'type', 'payload', 'timestamp', 'surface'] as const;

export const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, ...ENVELOPE_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
);

/** An own enumerable property, even for `__proto__` (plain assignment would swap the prototype). */
export function defineOwn(target: object, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** fast-check prints a counterexample with this instead of walking thousands of levels. */
function labelled<T extends object>(value: T, label: string): T {
  Object.defineProperty(value, fc.toStringMethod, { value: () => label });
  return value;
}

const anythingArb = fc.anything({
  key: keyArb,
  maxDepth: 3,
  maxKeys: 5,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withTypedArray: true,
  withSparseArray: true,
  withUnicodeString: true,
});

const POLLUTERS = [
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"prototype":{"polluted":"yes"},"toString":"x","valueOf":1}',
];

/** Objects made by `JSON.parse`: `__proto__` is then an own key, as after a structured clone. */
const prototypeJsonArb = fc
  .record({
    outer: keyArb,
    inner: fc.constantFrom(...PROTOTYPE_KEYS),
    leaf: fc.jsonValue({ maxDepth: 2 }),
    polluter: fc.constantFrom(...POLLUTERS),
  })
  .map(({ outer, inner, leaf, polluter }): unknown =>
    JSON.parse(
      `{${JSON.stringify(outer)}:{${JSON.stringify(inner)}:${JSON.stringify(leaf)}},"__proto__":${polluter},"constructor":${polluter}}`,
    ),
  );

class Impostor {
  readonly kind = 'impostor';
}

/** Cloneable values that are objects but not plain ones. */
const nonPlainObjectArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.date(),
  fc.int8Array(),
  fc.float64Array(),
  fc.bigInt64Array(),
  fc.constant(new Map<unknown, unknown>([['source', 'svc-embed']])),
  fc.constant(new Set(['svc-embed'])),
  fc.constant(new ArrayBuffer(8)),
  fc.constant(new DataView(new ArrayBuffer(4))),
  fc.constant(/svc-embed/g),
  fc.constant(new Error('svc-embed')),
  fc.constant(new Impostor()),
  fc.constant(Object.assign([], { source: 'svc-embed', direction: 'event' })),
);

/** Strings from 64 KB to 1 MB, alone or where a parser scans them (type, path, filter, locale). */
export const hugeStringArb: fc.Arbitrary<string> = fc
  .record({
    unit: fc.string({ minLength: 1, maxLength: 4 }),
    length: fc.integer({ min: 65_536, max: 1_048_576 }),
    frame: fc.constantFrom<[prefix: string, suffix: string]>(
      ['', ''],
      ['svc:event:', ''],
      ['svc:action:', ''],
      ['/', ''],
      ['f_orders.status="', '"'],
      ['f_orders.status=', ''],
      ['en-', ''],
      ['Europe/', ''],
      ['#', ''],
      ['orders.', ''],
    ),
  })
  .map(({ unit, length, frame: [prefix, suffix] }) => {
    const body = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
    return `${prefix}${body}${suffix}`;
  });

type Nesting = 'array' | 'object' | 'prototype-key' | 'drilldown-envelope';

/** Wraps `inner` once; `drilldown-envelope` makes every level a valid event carrying the next one. */
function wrap(inner: unknown, shape: Nesting): unknown {
  switch (shape) {
    case 'array':
      return [inner];
    case 'object':
      return { nested: inner };
    case 'prototype-key': {
      const level = {};
      defineOwn(level, '__proto__', inner);
      return level;
    }
    case 'drilldown-envelope':
      return {
        source: 'svc-embed',
        direction: 'event',
        type: 'svc:event:drilldown',
        surface: 'dashboard',
        timestamp: 0,
        payload: { member: 'orders.status', value: inner },
      };
  }
}

/** 1,000 to 3,000 levels, built in a loop (fast-check's recursive arbitraries stop far earlier). */
export const deepNestingArb: fc.Arbitrary<unknown> = fc
  .record({
    depth: fc.integer({ min: 1_000, max: 3_000 }),
    shape: fc.constantFrom<Nesting>('array', 'object', 'prototype-key', 'drilldown-envelope'),
  })
  .map(({ depth, shape }) => {
    let value: unknown = 'leaf';
    for (let level = 0; level < depth; level += 1) value = wrap(value, shape);
    return labelled(value as object, `<${shape} nested ${depth} deep>`);
  });

/** Rare on purpose: a few hundred huge or deep values per 100,000 cases keep a run fast. */
const rareValueArb = fc.oneof(hugeStringArb, deepNestingArb);

/** Any hostile value: anything, prototype-key JSON, non-plain objects, now and then huge or deep. */
export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 100, arbitrary: anythingArb },
  { weight: 30, arbitrary: prototypeJsonArb },
  { weight: 20, arbitrary: nonPlainObjectArb },
  { weight: 1, arbitrary: rareValueArb },
);

/** Values one notch off a valid field: wrong types, edge numbers, other fields' values, lookalike types. */
export const NEAR_MISS_VALUES: readonly unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MAX_VALUE,
  2 ** 53,
  10n,
  '',
  ' ',
  'svc-embed',
  'SVC-EMBED',
  'event',
  'action',
  'svc:event:ready',
  'svc:event:download',
  'svc:action:refresh',
  'svc:action:set-session',
  'svc:event:__proto__',
  'svc:event:constructor',
  'svc:event:toString',
  'svc:action:__proto__',
  'svc:action:hasOwnProperty',
  'svc:event:',
  'svc:action:',
  'dashboard',
  'chat',
  'report',
  'signed',
  '/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  'orders.count',
  'f_orders.status=1',
  'f_orders.status={',
  'en_US',
  '+02:00',
  'UTC+3',
  'red; background:url(x)',
  {},
  [],
  Object.create(null),
  new Date(0),
];

export const nearMissValueArb: fc.Arbitrary<unknown> = fc.constantFrom(...NEAR_MISS_VALUES);

import fc from 'fast-check';

/** Who a `message` event claims to come from. */
export interface Sender {
  source: unknown;
  origin: string;
}

/** Origins a careless check could take for `origin`: scheme, port, case, suffix, path, spaces, homoglyph. */
export function lookalikeOrigins(origin: string): string[] {
  const { protocol, hostname } = new URL(origin);
  const otherScheme = protocol === 'https:' ? 'http:' : 'https:';
  return [
    `${otherScheme}//${hostname}`,
    `${origin}:443`,
    `${origin}:8443`,
    `${origin}.evil.example`,
    `${protocol}//evil-${hostname}`,
    `${protocol}//sub.${hostname}`,
    origin.toUpperCase(),
    `${origin}/`,
    ` ${origin}`,
    `${origin}\u0000`,
    origin.replace('e', '\u0435'),
    'null',
    '',
    '*',
    'https://evil.example',
  ];
}

/**
 * Half the time the trusted sender exactly; otherwise any pairing of the given sources and
 * origins (the trusted one among them), so each check in the pipeline is reached on its own.
 */
export function senderArb(trusted: Sender, sources: readonly unknown[]): fc.Arbitrary<Sender> {
  const origins = [trusted.origin, ...lookalikeOrigins(trusted.origin)];
  return fc.oneof(
    fc.constant(trusted),
    fc.record({
      source: fc.constantFrom(trusted.source, ...sources),
      origin: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...origins) }, fc.string({ maxLength: 30 })),
    }),
  );
}

/** A window-like object that is not the one the pipeline trusts. */
export function otherFakeWindow(): { postMessage: (message: unknown) => void } {
  return { postMessage: () => {} };
}

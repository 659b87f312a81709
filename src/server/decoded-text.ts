/**
 * A text with one layer of escapes decoded, each character knowing the span of the original text
 * it came from, so that what is found in the decoded text can be cut from the original. The
 * escapes are those a server or a library may echo a key in: `%XX` (URL), `\uXXXX` and `\"`
 * (JSON), `&#NN;`, `&#xHH;` and named entities (HTML). Anything else is itself.
 */
export interface DecodedText {
  /** The decoded characters, one UTF-16 unit each. */
  readonly chars: string;
  /** Where each character starts in the original text. */
  readonly starts: readonly number[];
  /** Where each character ends in the original text (exclusive). */
  readonly ends: readonly number[];
}

/** The text itself, each character its own span. */
export function asDecoded(text: string): DecodedText {
  const starts = Array.from({ length: text.length }, (_, index) => index);
  return { chars: text, starts, ends: starts.map((start) => start + 1) };
}

const ESCAPE =
  /%([0-9a-f]{2})|\\u([0-9a-f]{4})|\\(["\\/bfnrt])|&#([0-9]{1,7});?|&#x([0-9a-f]{1,6});?|&([a-z]{2,8});?/iy;

const JSON_ESCAPES: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** The HTML entities of printable ASCII (lower case: names are matched in any case). */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  excl: '!',
  num: '#',
  dollar: '$',
  percnt: '%',
  lpar: '(',
  rpar: ')',
  ast: '*',
  midast: '*',
  plus: '+',
  comma: ',',
  period: '.',
  sol: '/',
  colon: ':',
  semi: ';',
  equals: '=',
  quest: '?',
  commat: '@',
  lsqb: '[',
  lbrack: '[',
  bsol: '\\',
  rsqb: ']',
  rbrack: ']',
  hat: '^',
  lowbar: '_',
  underbar: '_',
  grave: '`',
  lcub: '{',
  lbrace: '{',
  verbar: '|',
  vert: '|',
  rcub: '}',
  rbrace: '}',
  tilde: '~',
};

/** Decodes one layer of escapes: `%2541` becomes `%41` here and `A` in a second call. */
export function decodeOnce(text: DecodedText): DecodedText {
  const { chars } = text;
  const decoded: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  while (index < chars.length) {
    const escaped = '%\\&'.includes(chars.charAt(index)) ? decodeEscape(chars, index) : null;
    const length = escaped?.length ?? 1;
    decoded.push(escaped?.char ?? chars.charAt(index));
    starts.push(text.starts[index] as number);
    ends.push(text.ends[index + length - 1] as number);
    index += length;
  }
  return { chars: decoded.join(''), starts, ends };
}

function decodeEscape(chars: string, index: number): { char: string; length: number } | null {
  ESCAPE.lastIndex = index;
  const match = ESCAPE.exec(chars);
  if (!match) return null;
  const [whole, percent, unicode, json, decimal, hex, name] = match;
  let char: string | undefined;
  if (percent !== undefined) char = String.fromCharCode(Number.parseInt(percent, 16));
  else if (unicode !== undefined) char = String.fromCharCode(Number.parseInt(unicode, 16));
  else if (json !== undefined) char = JSON_ESCAPES[json] ?? json;
  else if (decimal !== undefined || hex !== undefined) {
    const code = decimal !== undefined ? Number(decimal) : Number.parseInt(hex as string, 16);
    // Only one UTF-16 unit: a key is printable ASCII, so a larger code point is no part of one.
    char = code <= 0xffff ? String.fromCharCode(code) : undefined;
  } else {
    const entity = (name as string).toLowerCase();
    char = Object.hasOwn(ENTITIES, entity) ? ENTITIES[entity] : undefined;
  }
  return char === undefined ? null : { char, length: whole.length };
}

/**
 * Origins the sandbox must refuse wherever it takes them (`--allowed-origin`, `allowedOrigins`,
 * `ALLOWED_ORIGINS` of `npm start`), each with how a one-line message quotes it. Most parse as
 * URLs whose origin is the text itself: written into `frame-ancestors` as they are, they would
 * add a directive of their own to the surfaces' CSP.
 */
export const REFUSED_ORIGINS: readonly (readonly [label: string, origin: string, quoted: string])[] = [
  ['a report-uri after ;', 'http://x;report-uri', '"http://x;report-uri"'],
  ['a sandbox directive after ;', 'http://x;sandbox', '"http://x;sandbox"'],
  ['a second source after a space', 'http://x report-uri', '"http://x report-uri"'],
  ['a comma', 'http://a,b', '"http://a,b"'],
  ['an underscore', 'http://exa_mple.com', '"http://exa_mple.com"'],
  ['double quotes', 'http://"x"', '"http://\\"x\\""'],
  ['single quotes', "http://'none'", `"http://'none'"`],
  ['a newline', 'http://x\nreport-uri', '"http://x\\nreport-uri"'],
  ['a wildcard', '*', '"*"'],
  ['a wildcard host', 'https://*.example.com', '"https://*.example.com"'],
  ['a percent-encoded wildcard', 'https://%2A.example.com', '"https://%2A.example.com"'],
  ['an ampersand', 'http://a&b', '"http://a&b"'],
  ['a path', 'http://localhost:5173/app', '"http://localhost:5173/app"'],
  ['credentials', 'https://user:pw@app.test', '"https://user:pw@app.test"'],
  ['an IPv6 address with a zone', 'http://[fe80::1%25eth0]', '"http://[fe80::1%25eth0]"'],
  ['a long value', `http://${'a'.repeat(5000)}.test;`, `"http://${'a'.repeat(93)}"... (5013 characters)`],
];

/** Origins with an unusual but valid host, accepted everywhere and written into the CSP as they are. */
export const ACCEPTED_ORIGINS = [
  'http://[::1]:4200',
  'https://a-b.example.com:8443',
  'http://127.0.0.1:3000',
];

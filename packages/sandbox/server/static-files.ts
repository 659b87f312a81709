import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { BASE_HEADERS, HttpError } from './http-io';
import { htmlHeaders } from './surface-pages';

/**
 * Files served from one flat directory by plain names only: the name pattern has no `/`, `\`, `%`
 * or `..`, so no request can leave the directory, and nothing is decoded before it is checked.
 */
export interface StaticDirectory {
  dir: string | undefined;
  namePattern: RegExp;
}

export const ASSET_NAME_PATTERN = /^[a-z0-9-]+\.(js|css|js\.map)$/;
export const FIXTURE_NAME_PATTERN = /^[a-z0-9-]+\.(html|js)$/;

const CONTENT_TYPES = new Map([
  ['js', 'text/javascript; charset=utf-8'],
  ['css', 'text/css; charset=utf-8'],
  ['js.map', 'application/json; charset=utf-8'],
  ['html', 'text/html; charset=utf-8'],
]);

export async function sendStaticFile(
  res: ServerResponse,
  directory: StaticDirectory,
  name: string,
  allowedOrigins: readonly string[],
): Promise<void> {
  const extension = directory.namePattern.exec(name)?.[1];
  const contentType = extension === undefined ? undefined : CONTENT_TYPES.get(extension);
  if (directory.dir === undefined || contentType === undefined) throw notFound();
  let body: Buffer;
  try {
    body = await readFile(join(directory.dir, name));
  } catch {
    throw notFound();
  }
  // HTML fixtures are pages at the tenant origin, so they get the surfaces' CSP and framing rules.
  const headers = extension === 'html' ? htmlHeaders(allowedOrigins) : { ...BASE_HEADERS };
  res.writeHead(200, { ...headers, 'Content-Type': contentType, 'Content-Length': body.byteLength });
  res.end(body);
}

function notFound(): HttpError {
  return new HttpError(404, 'no such file');
}

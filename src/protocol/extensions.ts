/**
 * Extensions: messages beyond the spec's catalog (section 6), announced by the embed in `ready`
 * and used by the host only when announced. See README "Protocol version and extensions".
 */

/** 1 = the spec's catalog as implemented. Bumped only by a change an older peer would misread. */
export const PROTOCOL_VERSION = 1;

/** The extensions this library ships, by name. An enum: the build (esbuild) writes each use as its string. */
export enum EXTENSIONS {
  contentSize = 'content-size',
  messagePort = 'message-port',
  viewport = 'viewport',
}
export type ExtensionName = `${EXTENSIONS}`;
export const KNOWN_EXTENSIONS: readonly string[] = /* @__PURE__ */ Object.values(EXTENSIONS);

/** Larger than any real document; a bigger height is a bug or an attack, never a size to apply. */
export const MAX_CONTENT_PX = 100_000;

/**
 * What `ready` announces: extension names separated by single spaces (`"content-size message-port"`),
 * at most 32. A string rather than a list: a zod array would add 0.7 KB gzip to every entry.
 */
export const MAX_EXTENSIONS = 32;
const NAME = '[a-z][a-z0-9-]{0,63}';
export const EXTENSION_LIST_PATTERN = new RegExp(`^(?:${NAME}(?: ${NAME}){0,${MAX_EXTENSIONS - 1}})?$`);

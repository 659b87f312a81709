import { EMBED_ERROR_CODES, EmbedError } from '../envelope';
import type { EmbedController } from '../host';
import { httpOrigin } from './embed-address';

/** The iframe a simulation plays the embed of, and the origin its events come from. */
export interface EmbedTarget {
  iframe: HTMLIFrameElement;
  tenantOrigin: string;
}

/**
 * The iframe and tenant origin of what `simulateEmbed` was given. A controller is recognised by
 * its shape, not `instanceof`: a test may load the library twice (ESM and CJS) without knowing.
 */
export function embedTarget(target: EmbedController | Element): EmbedTarget {
  if (isIframe(target)) {
    const tenantOrigin = httpOrigin(target.src);
    if (tenantOrigin === null) {
      const src = target.getAttribute('src');
      throw invalidTarget(
        src === null || src === ''
          ? 'the iframe has no src yet (a wrapper sets it once its session is minted): wait for it, or give the controller'
          : `the iframe's src ${JSON.stringify(src)} is not an http(s) address: give the controller`,
      );
    }
    return { iframe: target, tenantOrigin };
  }
  if (isController(target)) {
    if (target.destroyed)
      throw invalidTarget(
        'the controller is destroyed: give the live one (a wrapper makes a new one when the embed changes)',
      );
    return { iframe: target.iframe, tenantOrigin: target.tenantOrigin };
  }
  throw invalidTarget(`give an EmbedController or an iframe element, got ${described(target)}`);
}

export function invalidTarget(message: string): EmbedError {
  return new EmbedError(EMBED_ERROR_CODES.invalidArgument, `simulateEmbed: ${message}`);
}

/** An iframe element of any window (jsdom and happy-dom each have their own `HTMLIFrameElement`). */
function isIframe(value: unknown): value is HTMLIFrameElement {
  return (value as Node | null)?.nodeType === 1 && (value as Element).localName === 'iframe';
}

function isController(value: unknown): value is EmbedController {
  const candidate = value as Partial<EmbedController> | null;
  return (
    typeof candidate?.tenantOrigin === 'string' &&
    typeof candidate.destroyed === 'boolean' &&
    isIframe(candidate.iframe)
  );
}

function described(value: unknown): string {
  if (value === null)
    return 'null (a controllerRef or a template ref holds null until the embed exists: wait for it)';
  if ((value as Node | undefined)?.nodeType === 1) return `a <${(value as Element).localName}> element`;
  return typeof value;
}

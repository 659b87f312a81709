import { camelize, toHandlerKey } from 'vue';
import { EMBED_EVENT_NAMES } from '../host';
import type { OptionShape } from '../lifecycle';

/** What belongs to the placeholder `<div>`, not to the embed: `class`, `style`, `id`, `data-*`, `aria-*`. */
const PLACEHOLDER_ATTRIBUTE = /^(class|style|id|data-.+|aria-.+)$/;

/**
 * The listeners the component takes, for the option check's "did you mean": a declared one never
 * reaches `attrs`, a misspelled one (`@embed-erorr`) comes as `onEmbedErorr`.
 */
export const VUE_OPTION_KINDS: OptionShape['kinds'] = Object.fromEntries(
  [...EMBED_EVENT_NAMES, 'renewal', 'diagnostic', 'embed-error'].map((name) => [
    toHandlerKey(camelize(name)),
    'a function',
  ]),
);

/**
 * Vue hands the component every attribute and listener that is no prop or declared event: the
 * placeholder's own attributes go to its `<div>`; anything else is an option the component does
 * not take (a misspelled prop or listener), checked with the props under its camelCase name.
 */
export function splitAttrs(attrs: Readonly<Record<string, unknown>>): {
  placeholder: Record<string, unknown>;
  options: Record<string, unknown>;
} {
  const placeholder: Record<string, unknown> = {};
  const options: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attrs)) {
    if (PLACEHOLDER_ATTRIBUTE.test(name)) placeholder[name] = value;
    else options[camelize(name)] = value;
  }
  return { placeholder, options };
}

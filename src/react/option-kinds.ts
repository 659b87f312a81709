import { EMBED_EVENT_NAMES } from '../host';
import type { OptionShape } from '../lifecycle';
import { eventPropName } from './event-props';

/** The options of `useEmbed` beyond `LifecycleOptions`: its callbacks, an event prop for each event. */
export const REACT_OPTION_KINDS: OptionShape['kinds'] = Object.fromEntries(
  [...EMBED_EVENT_NAMES.map(eventPropName), 'onDiagnostic', 'onRenewal', 'onEmbedError'].map((name) => [
    name,
    'a function',
  ]),
);

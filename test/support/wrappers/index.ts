import { elementAdapter } from './element';
import { reactAdapter } from './react';
import { vueAdapter } from './vue';

export type { MountedWrapper, WrapperAdapter, WrapperOptions } from './adapter';

/** Every wrapper, for `describe.each`: the behaviour table runs against each. */
export const WRAPPER_ADAPTERS = [reactAdapter, vueAdapter, elementAdapter] as const;

export { countingMint, INVALID_OPTIONS, signedSrc, srcs } from './expectations';

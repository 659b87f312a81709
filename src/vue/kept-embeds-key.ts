import type { InjectionKey } from 'vue';
import type { KeptEmbeds } from '../lifecycle';

/** Where `keep-alive` embeds below a `<SvcEmbedKeepAlive>` wait; its own module, so `<SvcEmbed>` alone does not bundle the scope. */
export const KEPT_EMBEDS: InjectionKey<KeptEmbeds> = Symbol('svc-embed kept embeds');

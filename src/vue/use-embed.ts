import { computed, onBeforeUnmount, onMounted, type Ref, type ShallowRef, shallowRef, watch } from 'vue';
import { EMBED_EVENT_NAMES, type EventPayloads } from '../envelope';
import { EmbedController } from '../host';
import { embedIframeTitle } from '../host/iframe';
import { embedIdentity } from '../internal/embed-identity';
import { mintSessionId } from '../internal/mint-session';
import { SettingsSync, settingsKey } from '../internal/settings-sync';
import type { EmbedNotify } from './emits';
import type { SvcEmbedProps } from './props';

export interface UseEmbedResult {
  /** The live controller; `null` before mount, while a session is minted, after a failure and after unmount. */
  controller: ShallowRef<EmbedController | null>;
}

/**
 * Keeps one embed in `container` in step with `props` (component props or a `reactive()`
 * object): what identifies the embed recreates it with a fresh session, settings are sent as
 * actions, unmount destroys it. Call it in `setup()`; nothing touches the DOM before mount.
 */
export function useEmbed(
  container: Readonly<Ref<HTMLElement | null>>,
  props: Readonly<SvcEmbedProps>,
  notify: EmbedNotify,
): UseEmbedResult {
  const controller = shallowRef<EmbedController | null>(null);
  /** Bumped on teardown: a mint that settles after it belongs to an embed that no longer exists. */
  let generation = 0;
  let sessionIdUsed = false;
  let settings: SettingsSync | null = null;
  /** The settings and title when creation last failed, or `null`: a change to them tries again. */
  let failedKey: string | null = null;

  const isSigned = () => props.sessionId !== undefined || props.mintSession !== undefined;
  const identity = computed(() => embedIdentity(props));
  // Always the latest prop, so a new function is used without re-embedding.
  const mintLatest = () => mintSessionId(props.mintSession);
  const retryKey = () => JSON.stringify([settingsKey(props), props.title]);
  const failed = (error: unknown) => {
    failedKey = retryKey();
    notify('embed-error', error);
  };

  function teardown(): void {
    generation += 1;
    controller.value?.destroy();
    controller.value = null;
    settings = null;
  }

  async function create(): Promise<void> {
    teardown();
    const current = generation;
    failedKey = null;
    let sessionId: string | undefined;
    if (isSigned()) {
      const given = sessionIdUsed ? undefined : props.sessionId;
      try {
        sessionId = given ?? (await mintLatest());
      } catch (error) {
        if (current !== generation) return;
        failed(error);
        return;
      }
      if (current !== generation) return;
    }
    const element = container.value;
    if (!element) return;
    try {
      const created = new EmbedController({
        ...props,
        // Sent by `SettingsSync` below, so that they are sent once.
        colorScheme: undefined,
        theme: undefined,
        sessionId,
        mintSession: sessionId === undefined ? undefined : mintLatest,
        container: element,
        onDiagnostic: (diagnostic) => notify('diagnostic', diagnostic),
      });
      sessionIdUsed ||= sessionId !== undefined;
      forwardEvents(created, notify);
      controller.value = created;
      settings = new SettingsSync(created, props, (error) => notify('embed-error', error));
    } catch (error) {
      failed(error);
    }
  }

  function syncSettings(): void {
    const live = controller.value;
    if (live) {
      settings?.apply(props);
      // The title is the iframe's own attribute, not a message to the embed.
      live.iframe.title = embedIframeTitle(props.surface, props.title);
    }
    // A setting that made creation fail (an offset time zone) has been corrected: try again.
    else if (failedKey !== null && failedKey !== retryKey()) void create();
  }

  onMounted(() => void create());
  watch(identity, () => void create());
  watch(
    () => [props.colorScheme, props.theme, props.locale, props.timezone, props.filters, props.title],
    syncSettings,
    { deep: true },
  );
  onBeforeUnmount(teardown);
  return { controller };
}

function forwardEvents(controller: EmbedController, notify: EmbedNotify): void {
  for (const name of EMBED_EVENT_NAMES) {
    // One handler for every name: the union of handler types accepts none, so it is widened once here.
    controller.on(name, ((payload: EventPayloads[typeof name]) => notify(name, payload)) as never);
  }
  controller.onRenewal((update) => notify('renewal', update));
  controller.ready.catch((error: unknown) => {
    if (!controller.destroyed) notify('embed-error', error);
  });
}

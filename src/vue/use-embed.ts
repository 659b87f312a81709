import { computed, onBeforeUnmount, onMounted, type Ref, type ShallowRef, shallowRef, watch } from 'vue';
import { EMBED_EVENT_NAMES, type EventPayloads } from '../envelope';
import { EmbedController } from '../host';
import type { EmbedNotify } from './emits';
import type { SvcEmbedProps } from './props';
import { type SettingsSnapshot, settingUpdates, snapshotSettings } from './settings';

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
  let creationFailed = false;
  let sentSettings: SettingsSnapshot = new Map();

  const isSigned = () => props.sessionId !== undefined || props.mintSession !== undefined;
  const identity = computed(() =>
    JSON.stringify([
      props.tenantUrl,
      props.surface,
      props.publicId,
      props.deploymentId,
      props.path,
      props.allowExport === true,
      isSigned(),
    ]),
  );
  // Always the latest prop, so a new function is used without re-embedding.
  const mintLatest = async (): Promise<string> => {
    if (!props.mintSession)
      throw new Error('a signed embed needs mintSession to renew or re-create its session');
    const sessionId = await props.mintSession();
    if (typeof sessionId !== 'string') throw new TypeError('mintSession must resolve with a session id');
    return sessionId;
  };
  const attempt = (step: () => void): boolean => {
    try {
      step();
      return true;
    } catch (error) {
      notify('embed-error', error);
      return false;
    }
  };

  function teardown(): void {
    generation += 1;
    controller.value?.destroy();
    controller.value = null;
  }

  async function create(): Promise<void> {
    teardown();
    const current = generation;
    sentSettings = snapshotSettings(props);
    creationFailed = false;
    let sessionId: string | undefined;
    if (isSigned()) {
      const given = sessionIdUsed ? undefined : props.sessionId;
      try {
        sessionId = given ?? (await mintLatest());
      } catch (error) {
        if (current !== generation) return;
        creationFailed = true;
        notify('embed-error', error);
        return;
      }
      if (current !== generation) return;
    }
    const element = container.value;
    if (!element) return;
    sentSettings = snapshotSettings(props);
    creationFailed = !attempt(() => {
      const created = new EmbedController({
        ...props,
        sessionId,
        mintSession: sessionId === undefined ? undefined : mintLatest,
        container: element,
        onDiagnostic: (diagnostic) => notify('diagnostic', diagnostic),
      });
      sessionIdUsed ||= sessionId !== undefined;
      forwardEvents(created, notify);
      controller.value = created;
    });
  }

  function syncSettings(): void {
    const next = snapshotSettings(props);
    const updates = settingUpdates(sentSettings, next);
    sentSettings = next;
    if (updates.length === 0) return;
    const live = controller.value;
    if (live) for (const update of updates) attempt(() => update(live));
    // A setting that made creation fail (an offset time zone) has been corrected: try again.
    else if (creationFailed) void create();
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

// Browser test page of @svc/embed/vue, served at /pages/vue: SvcEmbed in a Vue app built without a
// template compiler (render functions only), under the host page's CSP (script-src 'self').
import { createApp, defineComponent, h, reactive } from 'vue';
import { type ColorScheme, SvcEmbed } from '../../src/vue';
import { hostConfig, mintSession } from './host-page-api';
import { describeError } from './log-error';

const config = hostConfig;
// `?tenantUrl=...&readyTimeoutMs=...` point the embed elsewhere, to see a ready timeout reported.
const query = new URLSearchParams(location.search);
const tenantUrl = query.get('tenantUrl') ?? config.tenantUrl;
const readyTimeoutMs = Number(query.get('readyTimeoutMs')) || undefined;

const state = reactive({
  colorScheme: 'light' as ColorScheme,
  locale: 'en-US',
  events: [] as Array<{ name: string; payload: unknown }>,
});
const log = (name: string) => (payload: unknown) => state.events.unshift({ name, payload });

const Page = defineComponent(
  () => () =>
    h('div', { class: 'layout' }, [
      h(SvcEmbed, {
        id: 'embed',
        tenantUrl,
        readyTimeoutMs,
        surface: 'dashboard',
        publicId: config.publicId,
        // A new function and new objects on every render of this page: none may reload the embed.
        mintSession: () => mintSession(),
        filters: {},
        colorScheme: state.colorScheme,
        locale: state.locale,
        onReady: log('ready'),
        'onDashboard-loaded': log('dashboard-loaded'),
        onRenewal: log('renewal'),
        'onEmbed-error': (error: unknown) => log('embed-error')(describeError(error)),
      }),
      h('aside', { class: 'log' }, [
        h('button', { id: 'dark', type: 'button', onClick: () => (state.colorScheme = 'dark') }, 'Dark'),
        h('button', { id: 'german', type: 'button', onClick: () => (state.locale = 'de-DE') }, 'Deutsch'),
        h(
          'ol',
          { id: 'event-log' },
          state.events.map(({ name, payload }) =>
            h('li', { 'data-event': name, 'data-payload': JSON.stringify(payload) }, name),
          ),
        ),
      ]),
    ]),
);

const root = document.createElement('div');
document.body.append(root);
createApp(Page).mount(root);

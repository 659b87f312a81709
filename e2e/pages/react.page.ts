// The React wrapper in a real browser: `<SvcEmbed>` on the example host page server, at /pages/react.
import { createElement, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { EMBED_EVENT_NAMES } from '../../src/host';
import { type EmbedEventProps, SvcEmbed } from '../../src/react';
import { eventPropName } from '../../src/react/event-props';
import { hostConfig, mintSession } from './host-page-api';
import { describeError } from './log-error';

interface LoggedEvent {
  id: number;
  name: string;
  payload: unknown;
}

const config = hostConfig;
// `?tenantUrl=...&readyTimeoutMs=...` point the embed elsewhere, to see a ready timeout reported.
const query = new URLSearchParams(location.search);
const tenantUrl = query.get('tenantUrl') ?? config.tenantUrl;
const readyTimeoutMs = Number(query.get('readyTimeoutMs')) || undefined;

let nextId = 0;

function App() {
  const [colorScheme, setColorScheme] = useState<'light' | 'dark'>('light');
  const [locale, setLocale] = useState('en-US');
  const [renders, setRenders] = useState(0);
  const [events, setEvents] = useState<LoggedEvent[]>([]);
  const log = (name: string, payload: unknown) =>
    setEvents((logged) => [{ id: nextId++, name, payload }, ...logged]);

  // New handler functions and a new theme object on every render: the wrapper must not care.
  const eventProps: EmbedEventProps = {};
  for (const name of EMBED_EVENT_NAMES) {
    Object.assign(eventProps, { [eventPropName(name)]: (payload: unknown) => log(name, payload) });
  }
  const button = (id: string, label: string, onClick: () => void) =>
    createElement('button', { id, type: 'button', onClick }, label);

  return createElement(
    'div',
    null,
    createElement(
      'header',
      null,
      createElement('h1', null, '@svc/embed React wrapper'),
      button('scheme-dark', 'Dark scheme', () => setColorScheme('dark')),
      button('locale-de', 'German locale', () => setLocale('de-DE')),
      button('rerender', 'Re-render the parent', () => setRenders((count) => count + 1)),
      createElement('output', { id: 'render-count' }, String(renders)),
    ),
    createElement(
      'div',
      { className: 'layout' },
      createElement(
        'main',
        { id: 'embed' },
        createElement(SvcEmbed, {
          tenantUrl,
          readyTimeoutMs,
          surface: 'dashboard',
          publicId: config.publicId,
          mintSession,
          colorScheme,
          locale,
          theme: { primaryColor: '#1f6feb', backgroundColor: '#ffffff', textColor: '#1f2328' },
          filters: {},
          ...eventProps,
          onEmbedError: (error) => log('embed-error', describeError(error)),
          style: { height: '100%' },
        }),
      ),
      createElement(
        'aside',
        { className: 'log' },
        createElement('h2', null, 'Events'),
        createElement(
          'ol',
          { id: 'event-log', reversed: true },
          events.map((event) =>
            createElement(
              'li',
              { key: event.id, 'data-event': event.name, 'data-payload': JSON.stringify(event.payload) },
              event.name,
            ),
          ),
        ),
      ),
    ),
  );
}

const root = document.createElement('div');
document.body.append(root);
createRoot(root).render(createElement(StrictMode, null, createElement(App)));

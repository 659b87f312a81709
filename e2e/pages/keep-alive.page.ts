// Browser test page of keep-alive in the wrappers, served at /pages/keep-alive: a two-route app whose
// dashboard route holds <SvcEmbed keepAlive="sales"> (React, inside <SvcEmbedKeepAlive>), or with
// `?element` an <svc-embed keep-alive="sales"> that each visit of the route creates anew.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineSvcEmbed } from '../../src/element';
import { SvcEmbed, SvcEmbedKeepAlive } from '../../src/react';
import { hostConfig, mintSession } from './host-page-api';

const stats = { mints: 0, readies: 0, loads: 0, paths: [] as string[], errors: [] as string[] };
Object.assign(window, { keepAliveStats: stats });
const countedMint = () => {
  stats.mints += 1;
  return mintSession();
};
// `load` does not bubble, but a capturing listener on the document hears every iframe's.
document.addEventListener(
  'load',
  (event) => (event.target as Element).tagName === 'IFRAME' && stats.loads++,
  true,
);

const button = (id: string, onClick: () => void) => h('button', { id, type: 'button', onClick }, id);
const embedOptions = {
  tenantUrl: hostConfig.tenantUrl,
  surface: 'dashboard',
  publicId: hostConfig.publicId,
} as const;

function ReactApp() {
  const [route, setRoute] = useState<'dashboard' | 'other'>('dashboard');
  return h(
    SvcEmbedKeepAlive,
    null,
    h(
      'nav',
      null,
      button('go-dashboard', () => setRoute('dashboard')),
      button('go-other', () => setRoute('other')),
    ),
    route === 'dashboard'
      ? h(
          'main',
          { id: 'route' },
          h(SvcEmbed, {
            ...embedOptions,
            mintSession: countedMint,
            keepAlive: 'sales',
            style: { height: 520 },
            onReady: () => (stats.readies += 1),
            onView: ({ path }) => stats.paths.push(path),
            onEmbedError: (error) => stats.errors.push(String(error)),
          }),
        )
      : h('main', { id: 'route' }, h('p', null, 'Another page')),
  );
}

function elementApp() {
  defineSvcEmbed();
  const nav = document.createElement('nav');
  const main = document.createElement('main');
  main.id = 'route';
  const showDashboard = () => {
    const embed = document.createElement('svc-embed');
    for (const [name, value] of Object.entries({
      'tenant-url': embedOptions.tenantUrl,
      surface: 'dashboard',
      'public-id': embedOptions.publicId,
      'keep-alive': 'sales',
    }))
      embed.setAttribute(name, value);
    embed.style.cssText = 'display:block;height:520px';
    embed.mintSession = countedMint;
    embed.addEventListener('svc-ready', () => (stats.readies += 1));
    embed.addEventListener('svc-view', (event) =>
      stats.paths.push((event as CustomEvent<{ path: string }>).detail.path),
    );
    embed.addEventListener('svc-embed-error', (event) =>
      stats.errors.push(String((event as CustomEvent).detail)),
    );
    main.replaceChildren(embed);
  };
  const showOther = () => (main.innerHTML = '<p>Another page</p>');
  for (const [id, go] of [
    ['go-dashboard', showDashboard],
    ['go-other', showOther],
  ] as const) {
    const control = document.createElement('button');
    control.id = id;
    control.type = 'button';
    control.textContent = id;
    control.addEventListener('click', go);
    nav.append(control);
  }
  document.body.append(nav, main);
  showDashboard();
}

if (new URLSearchParams(location.search).has('element')) elementApp();
else {
  const root = document.createElement('div');
  document.body.append(root);
  createRoot(root).render(h(ReactApp));
}

// Browser test page of keep-alive in the wrappers, served at /pages/keep-alive: a two-route app whose
// dashboard route holds <SvcEmbed keepAlive="sales"> (React, inside <SvcEmbedKeepAlive>), or with
// `?element` an <svc-embed keep-alive="sales"> that each visit of the route creates anew.
// User A is signed in at start; #sign-out and #sign-in-b switch users without a reload, as a
// single-page app does (never releasing kept embeds itself). How the embed tells users apart:
// `?by=owner` gives the user as keepAlive's owner (mintSession only), `?by=session` gives a session
// id minted at sign-in as sessionId (and mintSession, no owner); neither gives mintSession only.
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { defineSvcEmbed } from '../../src/element';
import { SvcEmbed, SvcEmbedKeepAlive } from '../../src/react';
import { hostConfig, mintSession } from './host-page-api';

type User = 'A' | 'B';
interface SignedIn {
  user: User;
  sessionId?: string;
}

const stats = {
  mints: 0,
  readies: 0,
  loads: 0,
  paths: [] as string[],
  errors: [] as string[],
  mintsBy: { A: 0, B: 0 },
  sessionsBy: { A: [] as string[], B: [] as string[] },
};
Object.assign(window, { keepAliveStats: stats });
const mintFor = (user: User) => async () => {
  stats.mints += 1;
  stats.mintsBy[user] += 1;
  const sessionId = await mintSession();
  stats.sessionsBy[user].push(sessionId);
  return sessionId;
};
const mints = { A: mintFor('A'), B: mintFor('B') };
const by = new URLSearchParams(location.search).get('by');
const signIn = async (user: User): Promise<SignedIn> =>
  by === 'session' ? { user, sessionId: await mints[user]() } : { user };
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

function ReactApp({ first }: { first: SignedIn }) {
  const [route, setRoute] = useState<'dashboard' | 'other'>('dashboard');
  const [signedIn, setSignedIn] = useState<SignedIn | null>(first);
  const signInB = async () => {
    setSignedIn(await signIn('B'));
    setRoute('dashboard');
  };
  const page =
    signedIn && route === 'dashboard'
      ? h(SvcEmbed, {
          ...embedOptions,
          mintSession: mints[signedIn.user],
          sessionId: signedIn.sessionId,
          keepAlive: by === 'owner' ? { id: 'sales', owner: `user-${signedIn.user}` } : 'sales',
          style: { height: 520 },
          onReady: () => (stats.readies += 1),
          onView: ({ path }) => stats.paths.push(path),
          onEmbedError: (error) => stats.errors.push(String(error)),
        })
      : h('p', null, signedIn ? 'Another page' : 'Signed out');
  return h(
    SvcEmbedKeepAlive,
    null,
    h(
      'nav',
      null,
      button('go-dashboard', () => setRoute('dashboard')),
      button('go-other', () => setRoute('other')),
      button('sign-out', () => setSignedIn(null)),
      button('sign-in-b', () => void signInB()),
    ),
    h('main', { id: 'route' }, page),
  );
}

function elementApp(first: SignedIn) {
  defineSvcEmbed();
  const nav = document.createElement('nav');
  const main = document.createElement('main');
  main.id = 'route';
  let signedIn: SignedIn | null = first;
  const showDashboard = () => {
    if (!signedIn) return;
    const embed = document.createElement('svc-embed');
    for (const [name, value] of Object.entries({
      'tenant-url': embedOptions.tenantUrl,
      surface: 'dashboard',
      'public-id': embedOptions.publicId,
      'keep-alive': 'sales',
      ...(by === 'owner' ? { 'keep-alive-owner': `user-${signedIn.user}` } : {}),
      ...(signedIn.sessionId ? { 'session-id': signedIn.sessionId } : {}),
    }))
      embed.setAttribute(name, value);
    embed.style.cssText = 'display:block;height:520px';
    embed.mintSession = mints[signedIn.user];
    embed.addEventListener('svc-ready', () => (stats.readies += 1));
    embed.addEventListener('svc-view', (event) =>
      stats.paths.push((event as CustomEvent<{ path: string }>).detail.path),
    );
    embed.addEventListener('svc-embed-error', (event) =>
      stats.errors.push(String((event as CustomEvent).detail)),
    );
    main.replaceChildren(embed);
  };
  const showOther = (text = 'Another page') => (main.innerHTML = `<p>${text}</p>`);
  const signOut = () => {
    signedIn = null;
    showOther('Signed out');
  };
  const signInB = async () => {
    signedIn = await signIn('B');
    showDashboard();
  };
  for (const [id, go] of [
    ['go-dashboard', showDashboard],
    ['go-other', () => showOther()],
    ['sign-out', signOut],
    ['sign-in-b', () => void signInB()],
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

void signIn('A').then((first) => {
  if (new URLSearchParams(location.search).has('element')) elementApp(first);
  else {
    const root = document.createElement('div');
    document.body.append(root);
    createRoot(root).render(h(ReactApp, { first }));
  }
});

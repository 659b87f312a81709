#!/usr/bin/env node
// Stands in for Firefox's executable when Playwright drives Debian's Firefox ESR over WebDriver BiDi.
// Playwright sends a few emulation commands that this ESR's driver does not know yet; they only set
// defaults a page already has (colour scheme, screen size), so the shim answers them with success
// and passes every other message through unchanged.
import { spawn } from 'node:child_process';
import { WebSocket, WebSocketServer } from 'ws';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const ANSWERED_BY_SHIM = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScreenOrientationOverride',
  'emulation.setScreenSettingsOverride',
]);

const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'pipe'] });
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

let buffered = '';
firefox.stderr.on('data', (chunk) => {
  buffered += chunk.toString();
  let newline = buffered.indexOf('\n');
  while (newline !== -1) {
    const line = buffered.slice(0, newline);
    buffered = buffered.slice(newline + 1);
    const match = line.match(/WebDriver BiDi listening on (ws:\/\/\S+)$/);
    if (match) listen(match[1]);
    else process.stderr.write(`${line}\n`);
    newline = buffered.indexOf('\n');
  }
});

function listen(upstreamBase) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  server.on('listening', () => {
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  });
  server.on('connection', (client, request) => {
    const upstream = new WebSocket(new URL(request.url ?? '/', upstreamBase).href);
    const pending = [];
    upstream.on('open', () => {
      for (const message of pending.splice(0)) upstream.send(message);
    });
    upstream.on('message', (data) => client.send(data.toString()));
    upstream.on('close', () => client.close());
    upstream.on('error', () => client.close());
    client.on('close', () => upstream.close());
    client.on('message', (data) => {
      const text = data.toString();
      const message = JSON.parse(text);
      if (ANSWERED_BY_SHIM.has(message.method)) {
        client.send(JSON.stringify({ type: 'success', id: message.id, result: {} }));
        return;
      }
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
      else pending.push(text);
    });
  });
}

// Browser test page of the viewport extension, served at /pages/viewport: a 200 px header, the live
// dashboard in a 3,000 px iframe (no autoHeight: the height is fixed, so the figures are exact), and
// 2,000 px of page below it. `window.viewportStats` counts the regions the host sent, with the host
// animation frame each went out in (a step counter through the extensions' `log` hook).

import { requestSession } from '../../examples/host-page/page/request-session';
import { EmbedController, type HostExtension, viewport } from '../../src/host';
import { hostConfig } from './host-page-api';

const stats = {
  /** Host animation frames so far. */
  frame: 0,
  regions: [] as { frame: number; visible: boolean; top: number; height: number }[],
  diagnostics: [] as string[],
};
Object.assign(window, { viewportStats: stats });
const countFrames = () => {
  stats.frame += 1;
  requestAnimationFrame(countFrames);
};
requestAnimationFrame(countFrames);

const regionCounter: HostExtension = {
  setup: () => ({
    log(direction, verdict, type, _origin, payload) {
      if (direction !== 'out' || verdict !== 'sent' || type !== 'svc:action:viewport') return;
      const { visible, top, height } = payload as { visible: boolean; top: number; height: number };
      stats.regions.push({ frame: stats.frame, visible, top, height });
    },
  }),
};

const header = document.createElement('header');
header.style.cssText = 'height:200px;margin:0';
header.textContent = 'Host page header';
const container = document.createElement('div');
container.id = 'viewport-embed';
const footer = document.createElement('footer');
footer.style.cssText = 'height:2000px';
footer.textContent = 'Host page below the embed';
document.body.style.margin = '0';
document.body.append(header, container, footer);

const controller = new EmbedController({
  tenantUrl: hostConfig.tenantUrl,
  surface: 'dashboard',
  publicId: 'sales-live',
  container,
  mintSession: () => requestSession('sales-live'),
  extensions: [viewport(), regionCounter],
  onDiagnostic: ({ reason, message }) => stats.diagnostics.push(`${reason}: ${message}`),
});
controller.iframe.style.cssText = 'display:block;width:100%;height:3000px;border:0';
Object.assign(window, { viewportController: controller });

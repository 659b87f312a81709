import { hostConfig, mintSession } from '../../e2e/pages/host-page-api';
import type { EmbedControllerOptions } from '../../src/host';

/** Every mint of the embeds of one measurement, counted and timed (`performance.now()`). */
export class MintLog {
  readonly at: number[] = [];

  get count(): number {
    return this.at.length;
  }

  /** The host page backend's mint, logged. */
  readonly mintSession = (): Promise<string> => {
    this.at.push(performance.now());
    return mintSession();
  };
}

/** A signed dashboard of the bench's tenant (the sandbox, its `ready` delayed), minting through `mints`. */
export function dashboardOptions(mints: MintLog): EmbedControllerOptions {
  const { tenantUrl, publicId } = hostConfig;
  return { tenantUrl, surface: 'dashboard', publicId, mintSession: mints.mintSession };
}

/** The sandbox app (signed only), whose workbooks are in-embed routes. */
export function appOptions(mints: MintLog): EmbedControllerOptions {
  const { tenantUrl, deploymentId } = hostConfig;
  return { tenantUrl, surface: 'app', deploymentId, mintSession: mints.mintSession };
}

/** A fixed-size box at the top of the viewport for one embed. */
export function addSlot(parent: HTMLElement = document.body): HTMLElement {
  const slot = document.createElement('div');
  slot.style.cssText = 'width: 800px; height: 480px; margin: 0; position: relative;';
  parent.append(slot);
  return slot;
}

export const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The iframes in this document: what the host page holds, parked ones included. */
export const iframeCount = () => document.querySelectorAll('iframe').length;

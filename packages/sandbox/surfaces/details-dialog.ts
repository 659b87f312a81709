import { el } from './dom';

export interface DetailsDialog {
  /** The "Details" button that opens it. */
  readonly button: HTMLButtonElement;
  readonly dialog: HTMLDialogElement;
}

/**
 * A modal "details" dialog that opens centred in what the viewer sees of the embed, however tall
 * the iframe: its CSS (`.details-dialog`) centres it on `--svc-visible-top` and
 * `--svc-visible-height`, which the `viewport` extension sets; without them, on the iframe's viewport.
 */
export function createDetailsDialog(describe: () => string): DetailsDialog {
  const text = el('p', { 'data-testid': 'details-text' });
  const close = el('button', { type: 'button', 'data-testid': 'close-details' }, 'Close');
  const dialog = el(
    'dialog',
    { class: 'details-dialog', 'data-testid': 'details-dialog', 'aria-label': 'Details' },
    el('h2', {}, 'Details'),
    text,
    close,
  );
  close.addEventListener('click', () => dialog.close());
  // Floats at the top of what the viewer sees (`.details-open`), so it is at hand anywhere in a tall embed.
  const button = el(
    'button',
    { type: 'button', 'data-testid': 'open-details', class: 'details-open' },
    'Details',
  );
  button.addEventListener('click', () => {
    text.textContent = describe();
    dialog.showModal();
  });
  return { button, dialog };
}

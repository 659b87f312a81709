// @vitest-environment jsdom
// The README's React example ("Testing your components"), run as written: readme-examples.test.ts
// fails when a block there is not in this file word for word.
import type { EmbedController } from '@svc/embed/react';
import { SvcEmbed } from '@svc/embed/react';
import { simulateEmbed } from '@svc/embed/testing';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';

// The component under test; in an app, its own file.
function SalesDashboard({ mintSession }: { mintSession: () => Promise<string> }) {
  const controller = useRef<EmbedController>(null);
  const [exported, setExported] = useState('');
  const emeaOnly = () => controller.current?.setFilter('orders.region', { value: 'EMEA' });
  return (
    <>
      <button type="button" onClick={emeaOnly}>
        EMEA only
      </button>
      <SvcEmbed
        controllerRef={controller}
        tenantUrl="https://acme.svc.example"
        surface="dashboard"
        publicId="sales"
        title="Sales"
        mintSession={mintSession}
        onDownload={(download) => setExported(`Exported ${download.format}`)}
      />
      <p>{exported}</p>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

it('shows what the viewer exported, and filters the dashboard', async () => {
  render(<SalesDashboard mintSession={async () => 'session-1'} />);
  const embed = simulateEmbed(await screen.findByTitle('Sales'));
  act(() => {
    embed.ready();
  });

  act(() => {
    embed.emit('download', { format: 'csv', target: 'dashboard' });
  });
  expect(screen.getByText('Exported csv')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'EMEA only' }));
  expect(embed.lastAction('set-filter')?.payload).toEqual({
    filterUrlParameter: 'f_orders.region={"value":"EMEA"}',
  });
});

it('reports an embed that never says ready', async () => {
  vi.useFakeTimers();
  const onEmbedError = vi.fn();
  render(
    <SvcEmbed
      tenantUrl="https://acme.svc.example"
      surface="dashboard"
      publicId="sales"
      readyTimeoutMs={5000}
      onEmbedError={onEmbedError}
    />,
  );
  await act(() => vi.advanceTimersByTimeAsync(5000));
  expect(onEmbedError).toHaveBeenCalledWith(expect.objectContaining({ code: 'ready-timeout' }));
});

// @vitest-environment happy-dom
// The README's Vue example ("Testing your components"), run as written: readme-examples.test.ts
// fails when the block there is not in this file word for word.
import { simulateEmbed } from '@svc/embed/testing';
import { SvcEmbed } from '@svc/embed/vue';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/vue';
import { afterEach, expect, it } from 'vitest';
import { defineComponent, ref } from 'vue';

// The component under test; in an app, its own .vue file.
const SalesDashboard = defineComponent({
  components: { SvcEmbed },
  props: { mintSession: { type: Function, required: true } },
  setup() {
    const embed = ref<InstanceType<typeof SvcEmbed>>();
    const exported = ref('');
    const emeaOnly = () => embed.value?.controller?.setFilter('orders.region', { value: 'EMEA' });
    return { embed, exported, emeaOnly };
  },
  template: `
    <button type="button" @click="emeaOnly">EMEA only</button>
    <SvcEmbed ref="embed" tenant-url="https://acme.svc.example" surface="dashboard" public-id="sales"
      title="Sales" :mint-session="mintSession" @download="exported = 'Exported ' + $event.format" />
    <p>{{ exported }}</p>
  `,
});

afterEach(cleanup);

it('shows what the viewer exported, and filters the dashboard', async () => {
  render(SalesDashboard, { props: { mintSession: async () => 'session-1' } });
  // The iframe is there at once; its address comes when the session is minted.
  const iframe = await screen.findByTitle('Sales');
  await waitFor(() => expect(iframe.getAttribute('src')).toContain('session='));
  const embed = simulateEmbed(iframe);
  embed.ready();

  embed.emit('download', { format: 'csv', target: 'dashboard' });
  await screen.findByText('Exported csv');

  await fireEvent.click(screen.getByRole('button', { name: 'EMEA only' }));
  expect(embed.lastAction('set-filter')?.payload).toEqual({
    filterUrlParameter: 'f_orders.region={"value":"EMEA"}',
  });
});

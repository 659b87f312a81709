import { afterEach, vi } from 'vitest';
import { EmbedController, type EmbedControllerOptions } from '../../src/host';
import { type SimulatedEmbed, simulateEmbed } from '../../src/testing';
import { DASHBOARD } from './host';

/**
 * What the `simulateEmbed` cases share: `simulate` (each simulation restored after its test) and
 * `controllerOf` (a signed dashboard controller in a fresh container). Call it inside a suite.
 */
export function simulationFixture() {
  const simulations: SimulatedEmbed[] = [];
  afterEach(() => {
    for (const embed of simulations.splice(0)) embed.restore();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  return {
    simulate(target: Parameters<typeof simulateEmbed>[0]): SimulatedEmbed {
      const embed = simulateEmbed(target);
      simulations.push(embed);
      return embed;
    },
    controllerOf(options: Partial<EmbedControllerOptions> = {}): EmbedController {
      const container = document.createElement('div');
      document.body.append(container);
      return new EmbedController({
        ...DASHBOARD,
        sessionId: 'session-1',
        container,
        ...options,
      } as EmbedControllerOptions);
    },
  };
}

/** The error `run` throws; fails the test when it throws none. */
export function thrownBy(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

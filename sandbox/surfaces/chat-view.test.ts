// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmbedEmitter } from '../../src/embed';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { AI_ANSWER_DELAY_MS, answerQuestion, SUGGESTED_QUESTIONS, WHAT_I_CAN_ANSWER } from './ai-assistant';
import { createChatView } from './chat-view';
import type { SurfaceContext } from './surface-context';
import { ViewSettings } from './view-settings';

const rows = [...SAMPLE_ORDERS];

function mountChat() {
  const emitted: [string, unknown][] = [];
  const settings = new ViewSettings('en-US', 'UTC', []);
  const context: SurfaceContext = {
    config: {
      surface: 'chat',
      hostOrigins: ['http://localhost:4200'],
      tokenEndpoint: '/api/v1/embed/session/token',
      dataEndpoint: '/api/v1/embed/data',
    },
    emitter: {
      emit: (name: string, payload: unknown) => emitted.push([name, payload]),
    } as unknown as EmbedEmitter,
    allowExport: false,
    formatter: () => settings.formatter,
    filters: () => settings.filters,
    filteredRows: () => settings.filter(rows),
    answer: (query) => answerQuestion(query, settings.filter(rows), settings.filters, settings.formatter),
    navigate: vi.fn(),
    notice: () => {},
  };
  const view = createChatView(context);
  document.body.replaceChildren(view.element);
  view.render();
  return { view, emitted };
}

describe('chat view', () => {
  afterEach(() => vi.useRealTimers());

  it('says what it can answer and offers the suggested questions', () => {
    const { view } = mountChat();
    expect(view.element.querySelector('[data-testid="chat-capabilities"]')?.textContent).toBe(
      WHAT_I_CAN_ANSWER,
    );
    const offered = [...view.element.querySelectorAll('[data-testid="chat-suggestion"]')].map(
      (b) => b.textContent,
    );
    expect(offered).toEqual([...SUGGESTED_QUESTIONS]);
  });

  it('asks a suggested question on click and shows its answer', () => {
    vi.useFakeTimers();
    const { view, emitted } = mountChat();
    const shipped = rows.filter((row) => row.status === 'shipped').length;
    const button = [...view.element.querySelectorAll<HTMLElement>('[data-testid="chat-suggestion"]')].find(
      (candidate) => candidate.textContent === 'How many orders were shipped?',
    );
    button?.click();
    vi.advanceTimersByTime(AI_ANSWER_DELAY_MS);
    expect(emitted.map(([, payload]) => payload)).toMatchObject([
      { query: 'How many orders were shipped?', status: 'submitted' },
      { query: 'How many orders were shipped?', status: 'completed' },
    ]);
    const answer = view.element.querySelector('[data-role="assistant"] .chat-text')?.textContent;
    expect(answer).toMatch(new RegExp(`^Shipped: ${shipped} orders \\(all orders\\)`));
  });
});

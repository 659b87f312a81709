// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { AI_ANSWER_DELAY_MS, SUGGESTED_QUESTIONS, WHAT_I_CAN_ANSWER } from './ai-assistant';
import { createChatView } from './chat-view';
import { testSurfaceContext } from './test-surface-context';

const rows = [...SAMPLE_ORDERS];

function mountChat() {
  const { context, emitted } = testSurfaceContext({ surface: 'chat' });
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

import type { EmbedEmitter } from '@svc/embed/embed';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { AI_ANSWER_DELAY_MS, answerQuestion, askAssistant, cleanQuestion } from './ai-assistant';
import { createFormatter } from './formatting';

const format = createFormatter('en-US', 'UTC');
const rows = [...SAMPLE_ORDERS];

describe('answerQuestion', () => {
  it('answers with the revenue of the rows and names the filters', () => {
    expect(answerQuestion('total?', rows, [], format)).toEqual({
      ok: true,
      text: 'Total revenue of 60 orders (all orders): $19,369.11.',
    });
    const answer = answerQuestion(
      'total?',
      rows.slice(0, 1),
      [{ member: 'orders.id', values: [1001] }],
      format,
    );
    expect(answer.text).toContain('of 1 order (orders.id = 1001)');
  });

  it('names the top city when asked about cities', () => {
    expect(answerQuestion('Which city sells most?', rows, [], format).text).toMatch(/The top city is \w+/);
  });

  it.each(['fail', 'please FAIL now', 'fail?'])('fails on the word fail: %j', (query) => {
    expect(answerQuestion(query, rows, [], format).ok).toBe(false);
  });

  it.each(['failure rate', 'no fails here'])('does not fail on %j', (query) => {
    expect(answerQuestion(query, rows, [], format).ok).toBe(true);
  });
});

describe('askAssistant', () => {
  afterEach(() => vi.useRealTimers());

  it('emits submitted, then completed or error after the delay, with the same chatId', () => {
    vi.useFakeTimers();
    const emitted: unknown[] = [];
    const emitter = { emit: (name: string, payload: unknown) => emitted.push([name, payload]) };
    const done = vi.fn();
    askAssistant(emitter as unknown as EmbedEmitter, 'q1', 'chat-1', () => ({ ok: true, text: 'a' }), done);
    askAssistant(emitter as unknown as EmbedEmitter, 'q2', 'chat-1', () => ({ ok: false, text: 'b' }), done);
    expect(emitted).toEqual([
      ['ai-query', { query: 'q1', status: 'submitted', chatId: 'chat-1' }],
      ['ai-query', { query: 'q2', status: 'submitted', chatId: 'chat-1' }],
    ]);
    vi.advanceTimersByTime(AI_ANSWER_DELAY_MS);
    expect(emitted.slice(2)).toEqual([
      ['ai-query', { query: 'q1', status: 'completed', chatId: 'chat-1' }],
      ['ai-query', { query: 'q2', status: 'error', chatId: 'chat-1' }],
    ]);
    expect(done).toHaveBeenCalledTimes(2);
  });

  it('trims questions and refuses empty ones', () => {
    expect(cleanQuestion('  hi  ')).toBe('hi');
    expect(cleanQuestion('   ')).toBeNull();
    expect(cleanQuestion('x'.repeat(900))).toHaveLength(500);
  });
});

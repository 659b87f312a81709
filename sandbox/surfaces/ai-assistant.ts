import type { EmbedEmitter } from '../../src/embed';
import { type ActiveFilter, describeFilter } from './filter-parameter';
import type { Formatter } from './formatting';
import { type Order, revenueBy, sumRevenue } from './orders';

/**
 * A stand-in AI: it answers from the filtered orders after a short "thinking" delay, and fails on
 * any question containing the word `fail`, so both outcomes of `ai-query` can be produced on demand.
 */

export const AI_ANSWER_DELAY_MS = 300;
export const MAX_QUESTION_LENGTH = 500;

export type AiAnswer = { ok: true; text: string } | { ok: false; text: string };

const FAIL_WORD = /\bfail\b/i;

export function answerQuestion(
  query: string,
  rows: readonly Order[],
  filters: readonly ActiveFilter[],
  formatter: Formatter,
): AiAnswer {
  if (FAIL_WORD.test(query)) {
    return { ok: false, text: 'The assistant could not answer this question (simulated failure).' };
  }
  const scope = filters.length === 0 ? 'all orders' : filters.map(describeFilter).join(' and ');
  const total = `Total revenue of ${formatter.number(rows.length)} orders (${scope}): ${formatter.currency(sumRevenue(rows))}.`;
  if (!/\bcit(y|ies)\b/i.test(query)) return { ok: true, text: total };
  const top = revenueBy(rows, 'city')[0];
  if (top === undefined) return { ok: true, text: total };
  return { ok: true, text: `${total} The top city is ${top.key} with ${formatter.currency(top.revenue)}.` };
}

/** One conversation id per page, stable across questions. */
export function newChatId(): string {
  const random =
    typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
  return `chat-${random}`;
}

/** The trimmed question, or `null` when there is nothing to ask. */
export function cleanQuestion(raw: string): string | null {
  const query = raw.trim().slice(0, MAX_QUESTION_LENGTH);
  return query === '' ? null : query;
}

/**
 * Emits `ai-query` submitted, then completed or error once the answer is ready. `answer` runs when
 * the delay is over, so it sees the filters and data of that moment.
 */
export function askAssistant(
  emitter: EmbedEmitter,
  query: string,
  chatId: string,
  answer: () => AiAnswer,
  done: (result: AiAnswer) => void,
): void {
  emitter.emit('ai-query', { query, status: 'submitted', chatId });
  setTimeout(() => {
    const result = answer();
    emitter.emit('ai-query', { query, status: result.ok ? 'completed' : 'error', chatId });
    done(result);
  }, AI_ANSWER_DELAY_MS);
}

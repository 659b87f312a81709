import type { EmbedEmitter } from '@svc/embed/embed';
import type { AiAnswer } from './ai-answers';

export { type AiAnswer, answerQuestion, SUGGESTED_QUESTIONS, WHAT_I_CAN_ANSWER } from './ai-answers';

/** Asking the stand-in AI (see ai-answers.ts): the `ai-query` round and the conversation id. */

export const AI_ANSWER_DELAY_MS = 300;
export const MAX_QUESTION_LENGTH = 500;

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

import {
  type AiAnswer,
  askAssistant,
  cleanQuestion,
  MAX_QUESTION_LENGTH,
  newChatId,
  SUGGESTED_QUESTIONS,
} from './ai-assistant';
import { el } from './dom';
import type { SurfaceContext } from './surface-context';

/** The question box of the dashboard and the app: one question at a time on screen, the latest answer shown. */
export function createAiBox(context: SurfaceContext): HTMLElement {
  const chatId = newChatId();
  const input = el('input', {
    type: 'text',
    id: 'ai-question',
    'data-testid': 'ai-input',
    maxlength: String(MAX_QUESTION_LENGTH),
    placeholder: `e.g. ${SUGGESTED_QUESTIONS[1]}`,
    autocomplete: 'off',
    list: 'ai-suggestions',
  });
  // The questions the assistant answers, offered as the input's suggestions.
  const suggestions = el(
    'datalist',
    { id: 'ai-suggestions' },
    ...SUGGESTED_QUESTIONS.map((question) => el('option', { value: question })),
  );
  const submit = el('button', { type: 'submit', 'data-testid': 'ai-submit', class: 'primary' }, 'Ask');
  const answer = el('p', { class: 'ai-answer', 'data-testid': 'ai-answer', 'aria-live': 'polite' });
  const form = el(
    'form',
    { class: 'ai-box', 'aria-label': 'Ask the AI' },
    el('label', { for: 'ai-question' }, 'Ask the AI'),
    el('div', { class: 'ai-row' }, input, submit, suggestions),
    answer,
  );
  let latest = 0;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = cleanQuestion(input.value);
    if (query === null) return;
    const ticket = ++latest;
    showAnswer(answer, { state: 'pending', text: `Thinking about “${query}”…` });
    askAssistant(
      context.emitter,
      query,
      chatId,
      () => context.answer(query),
      (result: AiAnswer) => {
        if (ticket !== latest) return;
        showAnswer(answer, { state: result.ok ? 'completed' : 'error', text: result.text });
      },
    );
    input.value = '';
  });
  return form;
}

function showAnswer(element: HTMLElement, answer: { state: string; text: string }): void {
  element.textContent = answer.text;
  element.dataset.state = answer.state;
  element.classList.toggle('error-text', answer.state === 'error');
}

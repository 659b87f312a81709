import {
  type AiAnswer,
  askAssistant,
  cleanQuestion,
  MAX_QUESTION_LENGTH,
  newChatId,
  SUGGESTED_QUESTIONS,
  WHAT_I_CAN_ANSWER,
} from './ai-assistant';
import { el } from './dom';
import { matchChatRoute } from './routes';
import type { SurfaceContext, SurfaceView } from './surface-context';

interface ChatMessage {
  role: 'user' | 'assistant';
  at: number;
  text: string;
  state: 'sent' | 'pending' | 'completed' | 'error';
}

/** The standalone chat: one conversation (one `chatId`) per page; each message is one `ai-query` round. */
export function createChatView(context: SurfaceContext): SurfaceView {
  const chatId = newChatId();
  const messages: ChatMessage[] = [];
  const log = el('ol', {
    class: 'chat-log',
    'data-testid': 'chat-log',
    'aria-live': 'polite',
    'data-chat-id': chatId,
  });
  const input = el('input', {
    type: 'text',
    id: 'chat-message',
    'data-testid': 'chat-input',
    maxlength: String(MAX_QUESTION_LENGTH),
    placeholder: 'Ask about the orders…',
    autocomplete: 'off',
  });
  const form = el(
    'form',
    { class: 'chat-form', 'aria-label': 'Chat' },
    el('label', { for: 'chat-message', class: 'visually-hidden' }, 'Message'),
    input,
    el('button', { type: 'submit', 'data-testid': 'chat-submit', class: 'primary' }, 'Send'),
  );
  const element = el(
    'main',
    { class: 'surface chat' },
    el(
      'header',
      { class: 'surface-header' },
      el('h1', {}, 'Chat'),
      el('p', { class: 'muted' }, 'Answers come from the orders, with the active filters.'),
    ),
    el('p', { class: 'muted', 'data-testid': 'chat-capabilities' }, WHAT_I_CAN_ANSWER),
    suggestions(),
    log,
    form,
  );

  function suggestions(): HTMLElement {
    const buttons = SUGGESTED_QUESTIONS.map((question) => {
      const button = el(
        'button',
        { type: 'button', class: 'suggestion', 'data-testid': 'chat-suggestion' },
        question,
      );
      button.addEventListener('click', () => ask(question));
      return button;
    });
    return el(
      'div',
      { class: 'chat-suggestions', role: 'group', 'aria-label': 'Suggested questions' },
      ...buttons,
    );
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const query = cleanQuestion(input.value);
    if (query === null) return;
    input.value = '';
    ask(query);
  });

  function ask(query: string): void {
    messages.push({ role: 'user', at: Date.now(), text: query, state: 'sent' });
    const reply: ChatMessage = { role: 'assistant', at: Date.now(), text: 'Thinking…', state: 'pending' };
    messages.push(reply);
    render();
    askAssistant(
      context.emitter,
      query,
      chatId,
      () => context.answer(query),
      (result: AiAnswer) => {
        reply.at = Date.now();
        reply.text = result.text;
        reply.state = result.ok ? 'completed' : 'error';
        render();
      },
    );
  }

  function render(): void {
    const formatter = context.formatter();
    log.replaceChildren(
      ...messages.map((message) =>
        el(
          'li',
          {
            class: `chat-message ${message.role} ${message.state}`,
            'data-role': message.role,
            'data-state': message.state,
          },
          el('time', { datetime: new Date(message.at).toISOString() }, formatter.time(message.at)),
          el('span', { class: 'chat-text' }, message.text),
        ),
      ),
    );
  }

  return {
    element,
    render,
    showRoute: (path) => matchChatRoute(path),
    showNotFound: (path) => context.notice(`no page at ${path}; showing the chat`, 'error'),
    title: () => 'Chat',
  };
}

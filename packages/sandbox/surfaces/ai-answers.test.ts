import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDERS } from '../server/sample-data';
import { answerQuestion, SUGGESTED_QUESTIONS, WHAT_I_CAN_ANSWER } from './ai-answers';
import { createFormatter } from './formatting';
import { revenueBy, revenueByStatus, sumRevenue } from './orders';

const format = createFormatter('en-US', 'UTC');
const rows = [...SAMPLE_ORDERS];
const shipped = rows.filter((row) => row.status === 'shipped');
const topCity = revenueBy(rows, 'city')[0];
const ask = (query: string, from = rows) => answerQuestion(query, from, [], format);

describe('the assistant answers the questions it suggests', () => {
  const expected: Record<(typeof SUGGESTED_QUESTIONS)[number], string> = {
    'What is the total revenue?': `Total revenue of 60 orders (all orders): ${format.currency(sumRevenue(rows))}.`,
    'How many orders were shipped?': `Shipped: ${shipped.length} orders (all orders), ${format.currency(sumRevenue(shipped))} in revenue.`,
    'What is the revenue by status?': `Revenue by status (all orders): ${revenueByStatus(rows)
      .map((entry) => `${entry.status} ${format.currency(entry.revenue)} (${entry.orders} orders)`)
      .join(', ')}.`,
    'Which city has the most revenue?': `The top city is ${topCity?.key} with ${format.currency(topCity?.revenue ?? 0)} from ${topCity?.orders} orders (all orders).`,
    'What is the average order value?': `The average order value is ${format.currency(Math.round((sumRevenue(rows) / 60) * 100) / 100)} over 60 orders (all orders).`,
  };

  it.each(SUGGESTED_QUESTIONS.map((question) => [question, expected[question]]))('%s', (question, answer) => {
    expect(ask(question)).toEqual({ ok: true, text: answer });
  });
});

describe('answerQuestion', () => {
  it.each([
    ['how many completed orders?', /^Completed: \d+ orders/],
    ['orders still processing', /^Processing: \d+ orders/],
    ['How many were canceled?', /^Cancelled: \d+ orders/],
    ['How many orders are there?', /^There are 60 orders \(all orders\)\.$/],
    ['Which country sells most?', /^The top country is \w+/],
  ])('%j', (question, answer) => {
    expect(ask(question).text).toMatch(answer);
  });

  it('uses the singular for one order', () => {
    expect(ask('How many orders were shipped?', shipped.slice(0, 1)).text).toMatch(
      /^Shipped: 1 order \(all orders\)/,
    );
    expect(ask('How many orders are there?', rows.slice(0, 1)).text).toBe('There are 1 order (all orders).');
  });

  it('says what it can answer when it cannot', () => {
    expect(ask('Will it rain tomorrow?')).toEqual({
      ok: true,
      text: `I cannot answer “Will it rain tomorrow?” yet. ${WHAT_I_CAN_ANSWER}`,
    });
  });

  it.each([
    ['What is the average order value?', 'No orders (all orders), so no average.'],
    ['Which city has the most revenue?', 'No orders (all orders), so no top city.'],
    ['What is the revenue by status?', 'No orders (all orders).'],
  ])('answers %j without rows', (question, answer) => {
    expect(ask(question, [])).toEqual({ ok: true, text: answer });
  });
});

import { describe, expect, it } from 'vitest';
import { exportFileName, ordersCsv, toCsv } from './csv';
import { createFormatter } from './formatting';
import type { Order } from './orders';

describe('toCsv', () => {
  it('writes plain fields as they are, with CRLF line ends', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });

  it.each([
    ['Paris, France', '"Paris, France"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['"', '""""'],
    ['', ''],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['@cmd', "'@cmd"],
    ['=1,2', `"'=1,2"`],
  ])('quotes %j as %j', (cell, expected) => {
    expect(toCsv(['h'], [[cell]])).toBe(`h\r\n${expected}\r\n`);
  });

  it('keeps negative numbers as numbers', () => {
    expect(toCsv(['n'], [[-12.5]])).toBe('n\r\n-12.5\r\n');
  });
});

describe('ordersCsv', () => {
  it('exports the raw values of every row', () => {
    const order: Order = {
      id: 1001,
      createdAt: '2025-04-01T05:27:25.132Z',
      status: 'shipped',
      city: 'Saint-Denis, Réunion',
      country: 'France',
      amount: 891.3,
      items: 6,
    };
    expect(ordersCsv([order])).toBe(
      'id,created_at,city,country,status,amount,items\r\n' +
        '1001,2025-04-01T05:27:25.132Z,"Saint-Denis, Réunion",France,shipped,891.3,6\r\n',
    );
  });
});

describe('exportFileName', () => {
  it('stamps the file with the time in the viewer zone', () => {
    const at = Date.UTC(2025, 5, 29, 22, 30);
    expect(exportFileName('orders-table', 'csv', at, createFormatter('en-US', 'UTC'))).toBe(
      'orders-table-20250629-2230.csv',
    );
    expect(exportFileName('orders-table', 'csv', at, createFormatter('en-US', 'Asia/Tokyo'))).toBe(
      'orders-table-20250630-0730.csv',
    );
  });
});

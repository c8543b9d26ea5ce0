import { describe, expect, it } from 'vitest';
import { BATCH_LIMIT, JsonListSplitter } from './json-list-splitter';

/** What the splitter makes of `pieces`, read back together, or 'unreadable'. */
function read(pieces: readonly string[], field = 'orders'): unknown {
  const splitter = new JsonListSplitter(field);
  try {
    const items = pieces.flatMap((piece) => splitter.push(piece));
    const last = splitter.end();
    if (splitter.broken) return 'unreadable';
    items.push(...last.items);
    const value: unknown = JSON.parse(last.envelope);
    if (items.length === 0) return value;
    // Items came apart: the envelope holds their list, empty.
    const envelopeList = (value as Record<string, unknown>)[field];
    if (!Array.isArray(envelopeList) || envelopeList.length > 0) return 'wrong';
    return { ...(value as object), [field]: items };
  } catch (error) {
    if (error instanceof SyntaxError) return 'unreadable';
    throw error;
  }
}

/** Every way to cut `text` in two, and in pieces of 1 to 4 characters. */
function cuts(text: string): string[][] {
  const all: string[][] = [[text]];
  for (let at = 0; at <= text.length; at++) all.push([text.slice(0, at), text.slice(at)]);
  for (const size of [1, 2, 3, 4]) {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
    all.push(pieces);
  }
  return all;
}

const READABLE = [
  '{"status":true,"total":2,"orders":[{"id":1,"name":"Олена"},{"id":2,"items":[1,[2,{"x":"]"}]]}]}',
  ' { "orders" : [ ] , "total" : 0 } ',
  '{"orders":[1, -2.5e3 ,true,null,"a,b]",[],{}],"after":{"orders":[9]}}',
  '{"note":"a \\"quoted\\" \\\\","orders":["\\\\","\\"]\\"","x\\\\\\"y"],"t":"\\\\"}',
  '{"other":[1,2],"status":false}',
  '{"orders":{"not":"a list"}}',
  '[{"orders":[1,2]}]',
  '"orders"',
  'null',
  '{"nested":{"orders":[1,2]},"orders":[3]}',
  '{"x":"orders","orders":[{"y":"\\u0022"}]}',
  // Batches: where an item ends and the next begins as the first began, or seems to (the same
  // text between objects nested in an item, in a string, after the list).
  '{"orders":[{"id":1,"items":[{"id":2},{"id":3}]},{"id":4,"items":[]},{"id":5}],"total":3}',
  '{"orders":[{"id":1,"note":"},{\\"id\\":"},{"id":2,"n":"]},{"}],"t":[{"id":9},{"id":8}]}',
  '{"orders": [ {"id": 1}, {"id": 2} ]}',
  '{"orders":[{"a\\"b":1},{"a\\"b":2}]}',
  '{"orders":[{},{}]}',
];

describe('JsonListSplitter', () => {
  it('reads what JSON.parse reads, however the text is cut', () => {
    for (const text of READABLE)
      for (const pieces of cuts(text))
        expect(read(pieces), `${JSON.stringify(pieces)}`).toEqual(JSON.parse(text));
  });

  it('gives the items as the text arrives, up to the last that has ended', () => {
    const splitter = new JsonListSplitter('orders');
    expect(splitter.push('{"total":4,"orders":[{"id":1},{"id"')).toEqual([]);
    expect(splitter.push(':2},{"id":3},')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(splitter.push('4]}')).toEqual([]);
    expect(splitter.end()).toEqual({ items: [{ id: 3 }, 4], envelope: '{"total":4,"orders":[]}' });
    expect(splitter.broken).toBe(false);
  });

  it('reads a long list a piece at a time, not at the end', () => {
    const orders = Array.from({ length: 2000 }, (_, i) => ({
      order_id: i,
      items: [
        { adv_id: i, name: `Стартер ${i}` },
        { adv_id: i + 1, name: '},{"order_id":' },
      ],
    }));
    const text = JSON.stringify({ status: true, orders, total: orders.length });
    const splitter = new JsonListSplitter('orders');
    const given: number[] = [];
    for (let at = 0; at < text.length; at += 32 * 1024)
      given.push(splitter.push(text.slice(at, at + 32 * 1024)).length);
    const last = splitter.end();
    expect(splitter.broken).toBe(false);
    // Each piece gives the orders that ended in it; the end, at most the last one.
    expect(given.every((count) => count > 0)).toBe(true);
    expect(last.items.length).toBeLessThanOrEqual(1);
    expect(given.reduce((sum, count) => sum + count, last.items.length)).toBe(orders.length);
  });

  it('scans an item too long for a batch, and the rest after it', () => {
    const orders = [{ id: 1 }, { id: 2, note: 'x'.repeat(2 * BATCH_LIMIT) }, { id: 3 }, { id: 4 }];
    const text = JSON.stringify({ orders });
    for (const size of [1000, 32 * 1024, text.length])
      expect(read(text.match(new RegExp(`[^]{1,${size}}`, 'g')) ?? [])).toEqual({ orders });
  });

  it('leaves a list of another name, or nested deeper, in the envelope', () => {
    const splitter = new JsonListSplitter('orders');
    const text = '{"items":[1,2],"page":{"orders":[3]}}';
    expect(splitter.push(text)).toEqual([]);
    expect(splitter.end()).toEqual({ items: [], envelope: text });
  });

  it('finds a text that is not JSON unreadable, as JSON.parse does', () => {
    const broken = [
      '{"orders":[1,2,]}',
      '{"orders":[,1]}',
      '{"orders":[{"id":1} {"id":2}]}',
      '{"orders":[{"id":1},{"id":',
      '{"orders":[{"id":1},{"id":2},]}',
      '{"orders":[{"id":1},{"id":2},{"id":3}',
      '{"orders":[1,2]',
      '{"orders":["cut',
      '{"orders":[{"id":1,}]}',
      '{"total":}',
      '',
      'nonsense',
    ];
    for (const text of broken)
      for (const pieces of cuts(text))
        expect(read(pieces), `${JSON.stringify(pieces)}`).toBe('unreadable');
  });
});

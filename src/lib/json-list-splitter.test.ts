import { describe, expect, it } from 'vitest';
import { JsonListSplitter } from './json-list-splitter';

/** What the splitter makes of `pieces`, read back together (or 'unreadable'), and the items. */
function read(pieces: readonly string[], field = 'orders') {
  const splitter = new JsonListSplitter(field);
  const items = pieces.flatMap((piece) => splitter.push(piece));
  const envelope = splitter.end();
  if (splitter.broken) return { value: 'unreadable', items };
  try {
    const value: unknown = JSON.parse(envelope);
    const list = items.map((item) => JSON.parse(item) as unknown);
    if (list.length === 0) return { value, items };
    // Items came apart: the envelope holds their list, empty.
    const envelopeList = (value as Record<string, unknown>)[field];
    if (!Array.isArray(envelopeList) || envelopeList.length > 0) return { value: 'wrong', items };
    return { value: { ...(value as object), [field]: list }, items };
  } catch {
    return { value: 'unreadable', items };
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
];

describe('JsonListSplitter', () => {
  it('reads what JSON.parse reads, however the text is cut', () => {
    for (const text of READABLE)
      for (const pieces of cuts(text))
        expect(read(pieces).value, `${JSON.stringify(pieces)}`).toEqual(JSON.parse(text));
  });

  it('gives each item of the list apart, as soon as it is complete', () => {
    const splitter = new JsonListSplitter('orders');
    expect(splitter.push('{"total":3,"orders":[{"id":1},{"id"')).toEqual(['{"id":1}']);
    expect(splitter.push(':2},3')).toEqual(['{"id":2}']);
    expect(splitter.push(']}')).toEqual(['3']);
    expect(splitter.end()).toBe('{"total":3,"orders":[]}');
    expect(splitter.broken).toBe(false);
  });

  it('leaves a list of another name, or nested deeper, in the envelope', () => {
    const splitter = new JsonListSplitter('orders');
    const text = '{"items":[1,2],"page":{"orders":[3]}}';
    expect(splitter.push(text)).toEqual([]);
    expect(splitter.end()).toBe(text);
  });

  it('finds a text that is not JSON unreadable, as JSON.parse does', () => {
    const broken = [
      '{"orders":[1,2,]}',
      '{"orders":[,1]}',
      '{"orders":[{"id":1} {"id":2}]}',
      '{"orders":[{"id":1},{"id":',
      '{"orders":[1,2]',
      '{"orders":["cut',
      '{"orders":[{"id":1,}]}',
      '{"total":}',
      '',
      'nonsense',
    ];
    for (const text of broken)
      for (const pieces of cuts(text))
        expect(read(pieces).value, `${JSON.stringify(pieces)}`).toBe('unreadable');
  });
});

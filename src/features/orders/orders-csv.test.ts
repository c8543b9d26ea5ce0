import '../../test/english';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  CSV_DIALECTS,
  csvHeader,
  csvField,
  csvFileName,
  csvLine,
  toCsv,
  toCsvFile,
} from './orders-csv';
import { toOrderRows } from './orders-table';
import { HOSTILE_ORDERS, makeItem, makeOrder } from './test-fixtures';

/** An RFC 4180 reader, written apart from the writer, to read back what it wrote. */
function parseCsv(text: string, separator = ','): string[][] {
  const lines: string[][] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      fields.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      fields.push(field);
      lines.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) lines.push([...fields, field]);
  return lines;
}

const neutralized = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

describe('csvField', () => {
  it('leaves plain text and numbers alone', () => {
    expect(csvField('Нова Пошта')).toBe('Нова Пошта');
    expect(csvField(2500.5)).toBe('2500.5');
    expect(csvField(0)).toBe('0');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling inner quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('Іван "Ваня", Петренко')).toBe('"Іван ""Ваня"", Петренко"');
    expect(csvField('рядок один\nрядок два')).toBe('"рядок один\nрядок два"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('"')).toBe('""""');
  });

  it('keeps markup as it is: a CSV file is not HTML', () => {
    expect(csvField('<script>alert(1)</script> Петренко')).toBe(
      '<script>alert(1)</script> Петренко',
    );
  });

  it('neutralizes formulas with a leading apostrophe, in text only', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+38 (050) 123-45-67')).toBe("'+38 (050) 123-45-67");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
    expect(csvField('a=1')).toBe('a=1');
    expect(csvField(-5)).toBe('-5');
  });

  it('reads back as the (neutralized) text, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string({
            unit: fc.constantFrom(
              'a',
              'я',
              ',',
              '"',
              '\n',
              '\r',
              ' ',
              '=',
              '+',
              '-',
              '@',
              '\t',
              "'",
              '<',
            ),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        (fields) => {
          expect(parseCsv(`${csvLine(fields)}\r\n`)).toEqual([fields.map(neutralized)]);
        },
      ),
    );
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-ended line per order, in the order given', () => {
    const rows = toOrderRows([
      makeOrder({
        order_id: 100_200,
        status: 6,
        total_order_sum: 5000,
        created_at: '2026-01-31 23:30:00',
        items: [makeItem({ name: 'Фара' }), makeItem({ name: 'Стартер' })],
      }),
      makeOrder({ order_id: 100_100, status: 0 }),
    ]);
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.split('\r\n')).toHaveLength(4);
    const [header, first, second] = parseCsv(text);
    expect(header).toEqual(csvHeader());
    expect(first).toEqual([
      '100200',
      '2026-01-31 23:30:00',
      'Deleted',
      '5000',
      'Андрій Коваленко',
      'andrii.kovalenko7@ukr.net',
      "'+38 (050) 123-45-67",
      'Region 10',
      'City 10',
      'вул. Шевченка, 12',
      'Нова Пошта',
      '2',
      'Фара; Стартер',
    ]);
    expect(second?.[0]).toBe('100100');
    expect(second?.[2]).toBe('New');
  });

  it('keeps the hostile orders intact, one record each', () => {
    const rows = toOrderRows(HOSTILE_ORDERS);
    const [, ...records] = parseCsv(toCsv(rows));
    expect(records).toHaveLength(3);
    expect(records.map((record) => record[4])).toEqual(HOSTILE_ORDERS.map((o) => o.recipient.name));
    expect(records.map((record) => record[9])).toEqual(
      HOSTILE_ORDERS.map((o) => o.delivery.address),
    );
    expect(records.map((record) => record[12])).toEqual([
      '<img src=x onerror=alert(1)> Фара',
      'Диск, 16", R16; "оригінал"',
      'Фара передня ліва Toyota Camry',
    ]);
    for (const record of records) expect(record).toHaveLength(csvHeader().length);
  });

  it('writes what Excel with Ukrainian regional settings reads into columns: “;” between fields, a decimal comma', () => {
    const rows = toOrderRows([
      makeOrder({
        order_id: 100_300,
        total_order_sum: 1500.5,
        items: [makeItem({ name: 'Фара' }), makeItem({ name: 'Стартер' })],
      }),
    ]);
    const text = toCsv(rows, CSV_DIALECTS.uk);
    expect(text.split('\r\n')[0]).toBe(csvHeader().join(';'));
    // Commas are no separators there: the address goes unquoted; "; " between items is quoted.
    expect(text).toContain(';вул. Шевченка, 12;');
    expect(text).toContain(';"Фара; Стартер"\r\n');
    const [, record] = parseCsv(text, ';');
    expect(record?.[3]).toBe('1500,5');
    expect(record?.[9]).toBe('вул. Шевченка, 12');
    expect(record?.[12]).toBe('Фара; Стартер');
    expect(record).toHaveLength(csvHeader().length);
  });

  it('writes only the header for no orders', () => {
    expect(toCsv([])).toBe(`${csvHeader().join(',')}\r\n`);
  });
});

describe('the file', () => {
  it('starts with a UTF-8 byte-order mark, for Excel', () => {
    const file = toCsvFile(toOrderRows([makeOrder()]));
    expect(file.startsWith(CSV_BOM)).toBe(true);
    expect(new TextEncoder().encode(file).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    expect(file.slice(1)).toBe(toCsv(toOrderRows([makeOrder()])));
  });

  it('is named after the reader’s day', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('orders-2026-01-05.csv');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_STATEMENT_ROWS, parseAmount, parseStatement, roleOf, type Credit } from './statement';

const ok = (text: string) => {
  const result = parseStatement(text);
  if (!result.ok) throw new Error(result.reason);
  return result;
};

describe('parseAmount', () => {
  it.each([
    ['1.234,56', '1234.56', false],
    ['1,234.56', '1234.56', false],
    ['1 234,56', '1234.56', false],
    ['1\u00a0234,56', '1234.56', false],
    ["1'234.56", '1234.56', false],
    ['-12,50', '12.50', true],
    ['12.50-', '12.50', true],
    ['(12.50)', '12.50', true],
    ['+12.50', '12.50', false],
    ['€ 12,50', '12.50', false],
    ['12,50 EUR', '12.50', false],
    ['$1,000', '1000', false],
    ['12.50 CR', '12.50', false],
    ['12.50 DR', '12.50', true],
    ['−7.5', '7.50', true],
    ['0042', '42', false],
    ['.5', '0.50', false],
  ])('reads %s', (raw, value, negative) => {
    expect(parseAmount(raw)).toEqual({ value, negative });
  });

  it('reads "1,234" as a thousand unless the statement writes decimal commas', () => {
    expect(parseAmount('1,234')).toEqual({ value: '1234', negative: false });
    expect(parseAmount('1,234', ',')).toEqual({ value: '1.234', negative: false });
    expect(parseAmount('1,23')).toEqual({ value: '1.23', negative: false });
  });

  it.each(['', 'abc', '12,34,5', '1.2.3,4.5', '12.345678', '1,2345,678', '--', '12..5'])(
    'refuses %j',
    (raw) => {
      expect(parseAmount(raw)).toBeUndefined();
    },
  );
});

describe('roleOf', () => {
  it('names the columns of common exports', () => {
    expect(
      [
        'Booking date',
        'Buchungstag',
        'Montant',
        'Paid in',
        'Paid out',
        'Verwendungszweck',
        'Balance',
        'Währung',
      ].map(roleOf),
    ).toEqual(['date', 'date', 'amount', 'credit', 'debit', 'text', undefined, 'currency']);
  });
});

describe('parseStatement', () => {
  it('reads a comma export with a signed amount, quoted fields and CRLF, keeping credits only', () => {
    const text =
      '\ufeffDate,Description,Amount,Balance\r\n' +
      '2026-11-02,"Order 10001, thank you",25.00,125.00\r\n' +
      '2026-11-03,Rent,-500.00,-375.00\r\n' +
      '2026-11-04,"Payment ""10002""","1,234.50",859.50\r\n';
    const result = ok(text);
    expect(result.credits).toEqual([
      { line: 2, date: '2026-11-02', amount: '25.00', reference: 'Order 10001, thank you' },
      { line: 4, date: '2026-11-04', amount: '1234.50', reference: 'Payment "10002"' },
    ]);
    expect(result.debits).toBe(1);
    expect(result.problems).toEqual([]);
  });

  it('reads a semicolon export with decimal commas, lines before the header and Soll/Haben columns', () => {
    const text = [
      'Kontonummer;DE89 3704 0044 0532 0130 00',
      'Zeitraum;01.11.2026 - 30.11.2026',
      '',
      'Buchungstag;Auftraggeber;Verwendungszweck;Soll;Haben;Währung',
      '02.11.2026;Ada Lovelace;Bestellung 10003;;1.234,56;EUR',
      '03.11.2026;Stadtwerke;Strom;-80,00;;EUR',
      '04.11.2026;Bob;10004;;abc;EUR',
    ].join('\n');
    const result = ok(text);
    expect(result.credits).toEqual([
      {
        line: 5,
        date: '02.11.2026',
        amount: '1234.56',
        reference: 'Ada Lovelace / Bestellung 10003',
        currency: 'EUR',
      },
    ]);
    expect(result.debits).toBe(1);
    expect(result.problems).toEqual([{ line: 7, reason: 'credit "abc" is not an amount' }]);
  });

  it('reads a CR/DR column beside an unsigned amount, and tabs', () => {
    const text =
      'Date\tAmount\tCR/DR\tMemo\n11/02/2026\t10.00\tCR\tOrder 10005\n11/03/2026\t10.00\tDR\tFee\n';
    const result = ok(text);
    expect(result.credits.map((c) => c.line)).toEqual([2]);
    expect(result.debits).toBe(1);
  });

  it('reports bad rows with their lines and reasons, and never throws on them', () => {
    const text = [
      'Date,Reference,Amount',
      '2026-11-02,Order 10001',
      ',Order 10002,5.00',
      '2026-11-04,Order 10003,',
      'Closing,balance,x',
      '2026-11-05,"Order ""10004"" and a quote" inside,5.00',
    ].join('\n');
    const result = ok(text);
    expect(result.problems).toEqual([
      { line: 2, reason: 'has 2 fields, the header has 3' },
      { line: 3, reason: 'has no date' },
      { line: 4, reason: 'has no amount' },
      { line: 5, reason: 'amount "x" is not an amount' },
    ]);
    expect(result.credits.map((c) => c.line)).toEqual([6]);
  });

  it('answers why when no header is found, or the statement is too long', () => {
    expect(parseStatement('hello\nworld')).toMatchObject({ ok: false, code: 'STATEMENT_UNREADABLE' });
    expect(parseStatement('')).toMatchObject({ ok: false, code: 'STATEMENT_UNREADABLE' });
    const long = [
      'Date,Reference,Amount',
      ...Array.from({ length: MAX_STATEMENT_ROWS + 1 }, () => '2026-11-02,x,1.00'),
    ];
    expect(parseStatement(long.join('\n'))).toMatchObject({ ok: false, code: 'STATEMENT_TOO_LONG' });
    expect(parseStatement(long.slice(0, MAX_STATEMENT_ROWS + 1).join('\n'))).toMatchObject({ ok: true });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const result = parseStatement(`Date;Reference;Amount\n${text}`);
        const again = parseStatement(text);
        for (const r of [result, again])
          if (r.ok) for (const p of r.problems) expect(p.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });

  const cents = fc.bigInt({ min: -99_999_999n, max: 99_999_999n }).filter((n) => n !== 0n);
  const referenceArb = fc
    .string({ minLength: 1, maxLength: 30 })
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s !== '');

  /** Writes cents as a bank of the given style would. */
  function written(n: bigint, style: { decimal: ',' | '.'; group: boolean }) {
    const abs = n < 0n ? -n : n;
    const whole = (abs / 100n).toString();
    const grouped = style.group
      ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.decimal === ',' ? '.' : ',')
      : whole;
    return `${n < 0n ? '-' : ''}${grouped}${style.decimal}${(abs % 100n).toString().padStart(2, '0')}`;
  }
  const quote = (s: string, d: string) =>
    /["\r\n]/.test(s) || s.includes(d) ? `"${s.replace(/"/g, '""')}"` : s;

  it('reads back every credit a bank writes, in each export shape', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ cents: cents, reference: referenceArb }), { minLength: 1, maxLength: 20 }),
        fc.constantFrom(',', ';', '\t'),
        fc.record({ decimal: fc.constantFrom<',' | '.'>(',', '.'), group: fc.boolean() }),
        fc.boolean(),
        fc.constantFrom('\n', '\r\n'),
        fc.boolean(),
        (rows, delimiter, style, split, eol, bom) => {
          if (style.decimal === delimiter) return;
          const header = split ? ['Date', 'Reference', 'Credit', 'Debit'] : ['Date', 'Reference', 'Amount'];
          const lines = rows.map((r) => {
            const amount = written(r.cents, style);
            const money = split ? (r.cents > 0n ? [amount, ''] : ['', amount]) : [amount];
            return ['2026-11-02', r.reference, ...money].map((c) => quote(c, delimiter)).join(delimiter);
          });
          const text = (bom ? '\ufeff' : '') + [header.join(delimiter), ...lines].join(eol) + eol;
          const result = ok(text);
          const want: Credit[] = [];
          rows.forEach((r, i) => {
            if (r.cents > 0n)
              want.push({
                line: i + 2,
                date: '2026-11-02',
                amount: `${r.cents / 100n}.${(r.cents % 100n).toString().padStart(2, '0')}`,
                reference: r.reference,
              });
          });
          expect(result.problems).toEqual([]);
          expect(result.credits).toEqual(want);
          expect(result.debits).toBe(rows.length - want.length);
        },
      ),
      { numRuns: 200 },
    );
  });
});

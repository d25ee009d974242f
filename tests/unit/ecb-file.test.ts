import { describe, expect, it } from 'vitest';
import { parseEcbFile } from '@/lib/currencies/ecb-file';

/* The ECB's reference-rates files as the bank writes them, and what the reader refuses. */

describe('parseEcbFile', () => {
  it('reads the daily CSV with its written-out date and trailing commas, after a byte-order mark', () => {
    expect(parseEcbFile('\uFEFFDate, USD, JPY, \r\n3 January 2019, 1.1348, 121.98, \r\n')).toEqual({
      ok: true,
      days: [{ date: '2019-01-03', rates: { USD: '1.1348', JPY: '121.98' } }],
    });
  });

  it('reads the history CSV, leaving out N/A and empty cells', () => {
    const parsed = parseEcbFile('Date,USD,CYP,\n2019-01-03,1.1348,N/A,\n2019-01-02,1.1397,,\n');
    expect(parsed).toEqual({
      ok: true,
      days: [
        { date: '2019-01-03', rates: { USD: '1.1348' } },
        { date: '2019-01-02', rates: { USD: '1.1397' } },
      ],
    });
  });

  it('reads the XML in either quotes', () => {
    const xml = `<Cube><Cube time="2019-01-03"><Cube currency='USD' rate="1.1348"/></Cube>
      <Cube time='2019-01-02'><Cube currency="GBP" rate='0.9'/></Cube></Cube>`;
    expect(parseEcbFile(xml)).toEqual({
      ok: true,
      days: [
        { date: '2019-01-03', rates: { USD: '1.1348' } },
        { date: '2019-01-02', rates: { GBP: '0.9' } },
      ],
    });
  });

  it('names the line of each problem', () => {
    expect(parseEcbFile('Date,USD,usd\n31 February 2019,1.1,0\n2019-01-02,-1,1\n')).toEqual({
      ok: false,
      problems: [
        { line: 1, message: '"usd" is not a currency code' },
        { line: 2, message: '"31 February 2019" is not a date' },
        { line: 3, message: 'USD: "-1" is not a rate' },
      ],
    });
    expect(parseEcbFile('<Cube currency="USD" rate="1.1"/>')).toMatchObject({
      ok: false,
      problems: [{ line: 1, message: 'The rate of USD comes before any day' }],
    });
  });

  it('refuses a file without the header, without rates, or with a day twice', () => {
    expect(parseEcbFile('when,USD\n')).toMatchObject({ ok: false });
    expect(parseEcbFile('Date,USD\n')).toMatchObject({
      ok: false,
      problems: [{ message: 'The file holds no rates' }],
    });
    expect(parseEcbFile('Date,USD\n2019-01-02,1.1\n2019-01-02,1.2\n')).toMatchObject({
      ok: false,
      problems: [{ message: 'The day 2019-01-02 appears twice' }],
    });
  });
});

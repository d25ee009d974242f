import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvDocument, csvLine, parseCsv } from '@/lib/contract/csv';

const fieldsOf = (text: string, options?: { delimiter?: ',' | ';' }) =>
  parseCsv(text, options).records.map((record) => record.fields);

describe('parseCsv', () => {
  it('reads quoted fields: delimiters, doubled quotes and line breaks inside', () => {
    const parsed = parseCsv('name,note\r\n"Quill, Ada","said ""yes""\r\nthen left"\r\nEastman,\r\n');
    expect(parsed.records).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['Quill, Ada', 'said "yes"\r\nthen left'] },
      // The record after a quoted line break starts on the file's fourth line.
      { line: 4, fields: ['Eastman', ''] },
    ]);
    expect(parsed.unclosedQuoteLine).toBeNull();
  });

  it('ends records at CRLF, LF or CR alike, without a final line break too', () => {
    expect(fieldsOf('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fieldsOf('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('a,b\r1,2\r3,4').records.map((record) => record.line)).toEqual([1, 2, 3]);
  });

  it('skips blank lines', () => {
    expect(parseCsv('a\r\n\r\nb\r\n\r\n').records).toEqual([
      { line: 1, fields: ['a'] },
      { line: 3, fields: ['b'] },
    ]);
  });

  it('reads semicolons when the header line has more of them than commas', () => {
    const parsed = parseCsv('name;amount;"a, b, c"\n"Quill, Ada";1,50;x\n');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.records[1]?.fields).toEqual(['Quill, Ada', '1,50', 'x']);
    // A tie, and commas only in the lines below, keep the comma.
    expect(parseCsv('a;b,c\n1;2;3;4').delimiter).toBe(',');
    expect(parseCsv('a;b;c', { delimiter: ',' }).records[0]?.fields).toEqual(['a;b;c']);
  });

  it('drops the byte-order mark spreadsheets write', () => {
    const parsed = parseCsv(`${CSV_BOM}code;name\nA1;x`);
    expect(parsed.records[0]?.fields).toEqual(['code', 'name']);
    expect(parsed.delimiter).toBe(';');
  });

  it('keeps a stray quote inside an unquoted field as text', () => {
    expect(fieldsOf('5" floppy,x')).toEqual([['5" floppy', 'x']]);
  });

  it('reports the line of a quote left open, reading the rest as one field', () => {
    const parsed = parseCsv('a,b\n1,"open\nstill open\n');
    expect(parsed.unclosedQuoteLine).toBe(2);
    expect(parsed.records).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['1', 'open\nstill open\n'] },
    ]);
  });
});

describe('csvLine', () => {
  it('ends each record with CRLF and writes empty cells for null and undefined', () => {
    expect(csvLine(['a', 1, true, null, undefined, 2.5])).toBe('a,1,true,,,2.5\r\n');
  });

  it('quotes cells holding a comma, semicolon, quote or line break, doubling quotes', () => {
    expect(csvLine(['Quill, Ada', 'a;b', 'said "yes"', 'two\nlines', 'cr\rhere'])).toBe(
      '"Quill, Ada","a;b","said ""yes""","two\nlines","cr\rhere"\r\n',
    );
  });

  it('defuses text a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvLine(['=SUM(A1:A9)', '+cmd', '-2+3*A1', '@import', '\tx'])).toBe(
      "'=SUM(A1:A9),'+cmd,'-2+3*A1,'@import,'\tx\r\n",
    );
    // Quoted after the apostrophe, when it also needs quoting.
    expect(csvLine(['=HYPERLINK("http://x.example","y")'])).toBe(
      `"'=HYPERLINK(""http://x.example"",""y"")"\r\n`,
    );
  });

  it('leaves numbers and number-like text (amounts, phone numbers) as they are', () => {
    expect(csvLine([-12, '-12.50', '+44 20 7946 0018', '(0)20 7946-0018'])).toBe(
      '-12,-12.50,+44 20 7946 0018,(0)20 7946-0018\r\n',
    );
  });

  it('writes what parseCsv reads back, behind a byte-order mark', () => {
    const rows = [
      ['Name', 'Note', 'Amount'],
      ['Quill, Ada', 'said "yes"\r\nthen left', '12.5'],
      ['', 'plain', '0'],
    ];
    const document = csvDocument(rows);
    expect(document.startsWith(CSV_BOM)).toBe(true);
    expect(fieldsOf(document)).toEqual(rows);
  });
});

import { describe, expect, it } from 'vitest';
import { csvField, csvFile } from '../../../common/csv';
import { naughtyStrings } from '../../fixtures/blns';

/** An RFC 4180 reader written from the RFC, separator `;`: what a spreadsheet would read back. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[at + 1] === '"') field += text[++at];
      else quoted = false;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      rows.push([...row, field]);
      [row, field] = [[], ''];
      at++;
    } else if (char === '"' || char === '\r' || char === '\n')
      throw new Error(`bare ${JSON.stringify(char)} at ${at}`);
    else field += char;
  }
  if (quoted || row.length > 0 || field !== '') throw new Error('the file does not end with a line');
  return rows;
}

/** What a cell should read as: formulas turned to text with a leading quote. */
const expectedText = (text: string) =>
  /^[=+\-@\t\r]/.test(text) && !/^[+-]?\d+(?:[.,]\d+)?$/.test(text) ? `'${text}` : text;

describe('csvFile: the product’s CSV (RFC 4180, `;`, CRLF, BOM)', () => {
  it('writes the BOM, the header, then one CRLF-ended line a row', () => {
    expect(csvFile(['date', 'montant'], [['2025-11-01', '50,00']])).toBe(
      '\uFEFFdate;montant\r\n2025-11-01;50,00\r\n',
    );
    expect(csvFile(['a'], [])).toBe('\uFEFFa\r\n');
  });

  it('writes nothing for null and undefined, numbers as they are', () => {
    expect(csvFile(['a', 'b', 'c', 'd'], [[null, undefined, 50, 0]])).toBe('\uFEFFa;b;c;d\r\n;;50;0\r\n');
  });

  it('quotes a field with a semicolon, a quote, CR or LF, and doubles its quotes', () => {
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('12,50 €')).toBe('12,50 €');
    expect(csvField('le "bon" canal')).toBe('"le ""bon"" canal"');
    expect(csvField('ligne 1\nligne 2')).toBe('"ligne 1\nligne 2"');
    expect(csvField('ligne 1\r\nligne 2')).toBe('"ligne 1\r\nligne 2"');
    expect(csvField('Part des revenus publicitaires')).toBe('Part des revenus publicitaires');
    expect(csvField('')).toBe('');
  });

  it('turns a cell that would start a formula into text with a leading quote', () => {
    expect(csvField('=HYPERLINK("http://evil.example","clic")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""clic"")"',
    );
    expect(csvField('+33 1 23')).toBe("'+33 1 23");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe('"\'\r=1"');
  });

  it('leaves numbers as numbers, negative ones included', () => {
    expect(csvField('-75,01')).toBe('-75,01');
    expect(csvField('+5')).toBe('+5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField('0,00')).toBe('0,00');
  });

  it('reads back every naughty string as itself (formulas as text), whatever its neighbours', () => {
    const spreadsheet = ['=1+2', '-', '@x', '\t', '\r', '\n', '\r\n', '"', '""', ';', '";"', '-75,01', ' =1'];
    const naughty = [...naughtyStrings(), ...spreadsheet];
    expect(naughty.length).toBeGreaterThan(30);
    const rows = naughty.map((text) => ['avant', text, 'après']);
    const read = readCsv(csvFile(['a', 'b', 'c'], rows).slice(1));
    expect(read).toEqual([['a', 'b', 'c'], ...naughty.map((text) => ['avant', expectedText(text), 'après'])]);
  });
});

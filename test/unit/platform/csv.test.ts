import { expect } from 'chai';
import { csvField, toCsv } from '#src/platform/http/csv.ts';

describe('CSV writer (RFC 4180)', () => {
  it('writes plain text and numbers as they are, and nothing as an empty field', () => {
    expect(toCsv([['a@example.com', 3, 7.5, null, undefined, 0]])).to.equal('a@example.com,3,7.5,,,0\r\n');
  });

  it('ends every record with CRLF', () => {
    expect(toCsv([['a'], ['b']])).to.equal('a\r\nb\r\n');
    expect(toCsv([])).to.equal('');
  });

  it('quotes a field holding a comma, a quote or a line break, and doubles the quotes', () => {
    expect(csvField('Smith, John')).to.equal('"Smith, John"');
    expect(csvField('say "hi"')).to.equal('"say ""hi"""');
    expect(csvField('two\nlines')).to.equal('"two\nlines"');
    expect(csvField('cr\rlf')).to.equal('"cr\rlf"');
    expect(csvField('"')).to.equal('""""');
  });

  it('neutralises text a spreadsheet would run as a formula with a leading apostrophe', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvField(`${start}SUM(A1)`), JSON.stringify(start)).to.equal(`'${start}SUM(A1)`);
    expect(csvField('=HYPERLINK("http://x.test","ok")@example.com')).to.equal('"\'=HYPERLINK(""http://x.test"",""ok"")@example.com"');
    expect(csvField('\r=1')).to.equal('"\'\r=1"');
    // Only the start matters: an email with a plus or a hyphen inside stays as it is.
    expect(csvField('ann+team@ex-ample.com')).to.equal('ann+team@ex-ample.com');
  });

  it('never prefixes numbers, and leaves a number that is not finite empty', () => {
    expect(csvField(-1.5)).to.equal('-1.5');
    expect(csvField(Number.NaN)).to.equal('');
    expect(csvField(Number.POSITIVE_INFINITY)).to.equal('');
  });

  it('keeps non-ASCII text untouched', () => {
    expect(toCsv([['Эл. почта', 'иван@пример.рф']])).to.equal('Эл. почта,иван@пример.рф\r\n');
  });
});

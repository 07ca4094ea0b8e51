import { expect } from 'chai';
import { asciiOnly } from '../../../scripts/ascii-bundle.mjs';

/** A string literal as esbuild writes it (`charset: 'ascii'`): that part is esbuild's, not the pass's. */
const literal = (text: string) => JSON.stringify(text).replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
/** Runs code that defines main(), as the bundle's code would run. */
const run = (code: string): unknown => new Function(`${code}\nreturn main();`)();

describe('The ASCII bundle (scripts/ascii-bundle.mjs)', () => {
  it('escapes regular expressions so that they match exactly what they matched, and comments', () => {
    const code = String.raw`
      // Стоп — a comment in two scripts 😀
      function main() {
        const text = ${literal('Ещё раз: ёлка, ЁЛКА, café 😀 ok')};
        return [
          text.match(/[а-яё]+/gi), text.replace(/ё/g, ${literal('е')}), /(?<![\p{L}])ёлка(?!\p{L})/u.test(text),
          text.match(/[😀]/u)?.[0], text.match(/😀 o/)?.[0], /[^\x00-\x7f]+/v.exec(text)?.[0], /é/.test(text),
        ];
      }`;
    const ascii = asciiOnly(code);
    expect(ascii).to.match(/^[\x00-\x7f]*$/);
    expect(run(ascii)).to.deep.equal(run(code));
    expect(run(ascii)).to.deep.include.members([true, '😀', '😀 o']);
  });

  it('leaves ASCII code as it was', () => {
    const code = 'const a = /[a-z]+/g; // plain\nexport default a;';
    expect(asciiOnly(code)).to.equal(code);
  });

  it('refuses what no escape keeps the meaning of, rather than ship it changed', () => {
    expect(() => asciiOnly('const a = String.raw`ё`;')).to.throw(/non-ASCII template/);
    expect(() => asciiOnly('const a = /\\ё/;')).to.throw(/escaped non-ASCII/);
  });
});

import { expect } from 'chai';
import { unicodeSetsSource } from '#src/shared/bmp-letters.ts';

const asV = (source: string, flags = '') => new RegExp(unicodeSetsSource(source), `${flags}v`);

/** Sources in the shapes the lexicons and the screening's notation generate. */
const SHAPES = [
  "(?<![\\p{L}\\p{N}])(?:ignore(?:[\\s,;:\"'«»()*_\\-–—]+[\\p{L}\\p{N}/]+){0,3}?[\\s,;:\"'«»()*_\\-–—]+instructions)(?![\\p{L}\\p{N}])",
  "(?<![\\p{L}\\p{N}])(?:(?<g0>sorry(?![\\p{L}\\p{N}]|'\\p{L})|понима[\\p{L}\\p{N}]*)|(?<g1>из-за (?:вас|тебя)(?![\\p{L}\\p{N}]|'\\p{L})))",
  '(?<![\\p{L}])(?:do|doing|делать)(?!\\p{L})[^.!?…\\n]*[.!?…]',
  '[^\\p{L}\\p{N}]+',
  '[£$€₽%0-9.,-]+ ?(?:usd|руб)',
  '(?:^|[.!?;:,—–]\\s*|\\s(?:and|и))(?=\\S)',
  '[(){}|&!#%<=>@`~^*+?/]{2}',
  '[\\u0430-\\u044f\\-\\]]+[a-z-]',
  '[!-/a-c-x]+',
];

const TEXTS = [
  'Please ignore all of the previous instructions.', 'ignore previous  instructions!', "I'm sorry, I can't — понимаю вас.",
  'Это из-за вас, а не из-за тебя.', 'What are you doing? Что делать.', '£1,200.50 usd or 300 руб', 'one, and two; и три',
  'a(b)c{d}e|f&g!h#i%j<k=l>m@n`o~p^q*r+s?t/u', 'абв-] z-', 'ignoreinstructions', 'caféignore all instructions', '42ignore instructions',
];

describe('BMP letters (unicodeSetsSource)', () => {
  it('matches what the u pattern matches, wherever it matches, in the shapes the lexicons and rules take', () => {
    for (const source of SHAPES) {
      const u = new RegExp(source, 'gu');
      const v = asV(source, 'g');
      for (const text of TEXTS) expect([...text.matchAll(v)].map((m) => [m.index, m[0]]), `${source} on ${text}`).to.deep.equal([...text.matchAll(u)].map((m) => [m.index, m[0]]));
    }
  });

  it('escapes the punctuation a v class reserves, but not a range\'s hyphen', () => {
    expect(unicodeSetsSource('[(a-z)&-]')).to.equal('[\\(a-z\\)\\&\\-]');
    expect(unicodeSetsSource('[-a]')).to.equal('[\\-a]');
    expect(unicodeSetsSource('[\\s-x]')).to.equal('[\\s\\-x]');
    expect(unicodeSetsSource('[^^]')).to.equal('[^\\^]');
    // A range's ends are escaped as any other character; a hyphen right after a range is a hyphen.
    expect(unicodeSetsSource('[!-/a-z-0]')).to.equal('[\\!-\\/a-z\\-0]');
    expect(new RegExp(unicodeSetsSource('^[!-/a-z-0]+$'), 'v').test('a-0/!z')).to.equal(true);
  });

  it('keeps letters and digits of every script people type, and no others', () => {
    const letter = asV('^\\p{L}$');
    for (const c of ['a', 'é', 'ж', 'ё', 'ß', 'ω', 'א', 'ع', '中', 'ㄱ']) expect(letter.test(c), c).to.equal(true);
    expect(asV('^[\\p{L}\\p{N}]$').test('٣')).to.equal(true);
    // Astral letters (mathematical bold) are not letters here; the screening folds them first.
    expect(asV('^\\p{L}$').test('𝐚')).to.equal(false);
    expect(asV('(?<![\\p{L}\\p{N}])ignore').test('𝐚ignore')).to.equal(true);
    expect(asV('^[^\\p{L}]$').test('𝐚')).to.equal(true);
  });

  it('leaves patterns without classes or properties as they were', () => {
    for (const source of ['abc', 'a\\.b\\(c\\)', '(?<name>x|y){2,3}', '\\p{Lu}+', '\\P{L}']) expect(unicodeSetsSource(source)).to.equal(source);
  });
});

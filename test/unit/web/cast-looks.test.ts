import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
type Gender = 'male' | 'female';
interface CastLook {
  index: number;
  status: 'loading' | 'ready' | 'failed';
}
interface Avatars {
  AVATAR_COUNT: number;
  randomAvatarIndex(avoid?: number | readonly number[], random?: () => number): number;
  initialCastLooks(others: readonly { gender: Gender }[], first: { gender: Gender; index: number }, random?: () => number): CastLook[];
  anotherCastLook(others: readonly { gender: Gender }[], looks: readonly CastLook[], i: number, first: { gender: Gender; index: number }, random?: () => number): CastLook;
  castAvatarUrls(others: readonly { gender: Gender }[], looks: readonly CastLook[]): string[];
  previewsShown(firstStatus: CastLook['status'], looks: readonly CastLook[]): boolean;
}
const a = {} as Avatars;
before(async () => {
  Object.assign(a, await import(new URL('../../../web/src/features/catalogue/state/avatars.ts', import.meta.url).href));
});

/** A random source that answers `values` in turn (each an index 1..70), then the last one for ever. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => (values[Math.min(i++, values.length - 1)]! - 1 + 0.5) / 70;
};

describe('Session start: the looks of a group scene’s other characters (R2.4)', () => {
  // "A 30% budget cut, three people at the table": Tom, then Aisha and Claire.
  const others: { gender: Gender }[] = [{ gender: 'female' }, { gender: 'female' }];

  it('gives each other character a look of their own gender, sent in cast order', () => {
    const looks = a.initialCastLooks(others, { gender: 'male', index: 5 }, sequence(12, 40));
    expect(looks).to.deep.equal([{ index: 12, status: 'loading' }, { index: 40, status: 'loading' }]);
    expect(a.castAvatarUrls([{ gender: 'female' }, { gender: 'male' }], looks)).to.deep.equal(['/avatars/female/12.svg', '/avatars/male/40.svg']);
  });

  it('never dresses two characters of the same gender alike, the first one included', () => {
    const looks = a.initialCastLooks(others, { gender: 'female', index: 12 }, sequence(12, 12, 30, 30, 12, 31));
    expect(looks.map((l) => l.index)).to.deep.equal([30, 31]);
    // Of different genders, the same number is a different picture.
    expect(a.initialCastLooks([{ gender: 'male' }], { gender: 'female', index: 12 }, sequence(12)).map((l) => l.index)).to.deep.equal([12]);
  });

  it('Regenerate always changes that character’s picture, to none the others wear, and waits for it to load again', () => {
    const looks: CastLook[] = [{ index: 30, status: 'ready' }, { index: 31, status: 'ready' }];
    const next = a.anotherCastLook(others, looks, 1, { gender: 'female', index: 12 }, sequence(31, 30, 12, 44));
    expect(next).to.deep.equal({ index: 44, status: 'loading' });
  });

  it('still finds a free look when the random source keeps landing on taken ones', () => {
    expect(a.randomAvatarIndex([7, 8, 9], () => 6.5 / 70)).to.equal(10);
    expect(a.randomAvatarIndex(a.AVATAR_COUNT, () => 0.9999), 'wraps round after the last').to.equal(1);
  });

  it('lets Start wait until every preview has loaded', () => {
    const ready: CastLook = { index: 1, status: 'ready' };
    expect(a.previewsShown('ready', [])).to.equal(true);
    expect(a.previewsShown('ready', [ready, ready])).to.equal(true);
    expect(a.previewsShown('ready', [ready, { index: 2, status: 'loading' }])).to.equal(false);
    expect(a.previewsShown('ready', [{ index: 2, status: 'failed' }])).to.equal(false);
    expect(a.previewsShown('loading', [ready])).to.equal(false);
  });
});

/**
 * Generates the conversation-partner avatars served by Rapport itself (web/public/avatars):
 * 70 male and 70 female SVGs, named 1.svg … 70.svg, from DiceBear's "Open Peeps" style
 * (Pablo Stanley, CC0 1.0). See docs/avatars.md.
 *
 * Run with `npm run avatars:generate`. The output is deterministic (seeded), so running it again
 * rewrites the same files; the generated files are committed and no network is needed at run time.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAvatar, type Style } from '@dicebear/core';
import { openPeeps } from '@dicebear/collection';

export const AVATARS_PER_GENDER = 70;
const OUT_DIR = join(import.meta.dirname, '..', 'web', 'public', 'avatars');

type Gender = 'male' | 'female';
type PeepsOptions = typeof openPeeps extends Style<infer O> ? O : never;
type Head = NonNullable<PeepsOptions['head']>[number];
type Face = NonNullable<PeepsOptions['face']>[number];

/** Hairstyles that read clearly as one gender; ambiguous ones (afro, dreads, beanie, twists, a
 * turban whose cloth can take a hair colour) are left out. */
const HEADS: Record<Gender, Head[]> = {
  male: [
    'short1', 'short2', 'short3', 'short4', 'short5', 'flatTop', 'pomp', 'shaved1', 'shaved2',
    'shaved3', 'noHair1', 'noHair2', 'grayShort', 'flatTopLong', 'mohawk',
  ],
  female: [
    'long', 'longBangs', 'longCurly', 'longAfro', 'medium1', 'medium2', 'medium3', 'mediumBangs',
    'mediumBangs2', 'mediumBangs3', 'mediumStraight', 'bangs', 'bangs2', 'bun', 'bun2', 'buns',
    'bantuKnots', 'cornrows', 'cornrows2', 'grayBun', 'grayMedium', 'hijab',
  ],
};

/** Expressions that suit a workplace conversation (no monsters, rage or fangs). */
const FACES: Face[] = [
  'calm', 'cheeky', 'concerned', 'cute', 'driven', 'explaining', 'serious', 'smile', 'smileBig',
  'smileTeethGap', 'solemn', 'suspicious', 'tired', 'awe', 'blank',
];

const SKIN = ['ffdbb4', 'edb98a', 'd08b5b', 'ae5d29', '694d3d'];
/** Soft backgrounds from the app's palette (tokens.css): primary, accent, warning, neutral tints. */
const BACKGROUNDS = ['d9e4f8', 'e6f5f2', 'fdf4dc', 'eef1f6', 'eef3fc', 'fcecec'];

/** DiceBear's RDF block (~0.9 KB a file) becomes a one-line credit, keeping the set under 1.5 MB. */
const METADATA = /<metadata[\s\S]*?<\/metadata>/;
const CREDIT = '<!-- Open Peeps by Pablo Stanley (openpeeps.com), CC0 1.0, via DiceBear -->';

function avatar(gender: Gender, index: number): string {
  const heads = HEADS[gender];
  const svg = createAvatar(openPeeps, {
    seed: `rapport-${gender}-${index}`,
    // Cycling (rather than seeding) the head and skin keeps the set varied across all 70.
    head: [heads[(index - 1) % heads.length]!],
    skinColor: [SKIN[(index - 1 + Math.floor((index - 1) / heads.length)) % SKIN.length]!],
    face: FACES,
    facialHair: ['chin', 'full', 'full2', 'full3', 'goatee1', 'goatee2', 'moustache1', 'moustache2', 'moustache3'],
    facialHairProbability: gender === 'male' ? 35 : 0,
    accessories: ['glasses', 'glasses2', 'glasses3', 'glasses4', 'glasses5'],
    accessoriesProbability: 20,
    maskProbability: 0,
    backgroundColor: BACKGROUNDS,
  }).toString();
  if (!METADATA.test(svg)) throw new Error('DiceBear output changed: no <metadata> block to replace');
  return svg.replace(METADATA, CREDIT);
}

function main(): void {
  let total = 0;
  for (const gender of ['male', 'female'] as const) {
    const dir = join(OUT_DIR, gender);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (let index = 1; index <= AVATARS_PER_GENDER; index++) {
      const file = join(dir, `${index}.svg`);
      writeFileSync(file, `${avatar(gender, index)}\n`);
      total += statSync(file).size;
    }
  }
  console.log(`wrote ${2 * AVATARS_PER_GENDER} avatars to ${OUT_DIR} (${(total / 1024).toFixed(0)} KiB)`);
}

main();

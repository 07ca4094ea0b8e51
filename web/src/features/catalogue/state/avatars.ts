import type { PersonaGender } from '../api/catalogue.api';

/** SPEC §9: avatar index 1 to 70, per gender (files in web/public/avatars, see docs/avatars.md). */
export const AVATAR_COUNT = 70;

export function avatarUrl(gender: PersonaGender, index: number): string {
  return `/avatars/${gender}/${index}.svg`;
}

/**
 * A random index in 1..AVATAR_COUNT that is none of `avoid` (the current one, so Regenerate always
 * changes the picture; the looks already given to characters of the same gender, so no two match).
 */
export function randomAvatarIndex(avoid: number | readonly number[] = [], random: () => number = Math.random): number {
  const taken = new Set(typeof avoid === 'number' ? [avoid] : avoid);
  const pick = () => 1 + Math.floor(random() * AVATAR_COUNT);
  let next = pick();
  for (let tries = 0; taken.has(next) && tries < 10; tries++) next = pick();
  // A random source that keeps landing on taken looks: walk on from there to the next free one.
  for (let step = 0; taken.has(next) && step < AVATAR_COUNT; step++) next = (next % AVATAR_COUNT) + 1;
  return next;
}

/** A look picked for one of the other characters of a group scene, and how its preview is doing. */
export interface CastLook {
  index: number;
  status: 'loading' | 'ready' | 'failed';
}

interface Dressed {
  gender: PersonaGender;
}

/** The indices worn by everyone else of `gender`: the first character and the other looks but `except`. */
function takenLooks(gender: PersonaGender, first: { gender: PersonaGender; index: number }, others: readonly Dressed[], looks: readonly CastLook[], except: number): number[] {
  const taken = others.flatMap((member, i) => (i !== except && member.gender === gender && looks[i] ? [looks[i].index] : []));
  return first.gender === gender ? [first.index, ...taken] : taken;
}

/** A look for each character after the first (`others`, in cast order), each of their own gender and none alike. */
export function initialCastLooks(others: readonly Dressed[], first: { gender: PersonaGender; index: number }, random: () => number = Math.random): CastLook[] {
  const looks: CastLook[] = [];
  others.forEach((member, i) => looks.push({ index: randomAvatarIndex(takenLooks(member.gender, first, others, looks, i), random), status: 'loading' }));
  return looks;
}

/** Another look for the `i`th of the others: not the one shown, nor anyone else's of that gender. */
export function anotherCastLook(others: readonly Dressed[], looks: readonly CastLook[], i: number, first: { gender: PersonaGender; index: number }, random: () => number = Math.random): CastLook {
  const avoid = [looks[i]?.index ?? 0, ...takenLooks(others[i]!.gender, first, others, looks, i)];
  return { index: randomAvatarIndex(avoid, random), status: 'loading' };
}

/** What the start request carries for the others: their looks' addresses, in cast order. */
export function castAvatarUrls(others: readonly Dressed[], looks: readonly CastLook[]): string[] {
  return others.flatMap((member, i) => (looks[i] ? [avatarUrl(member.gender, looks[i].index)] : []));
}

/** Start waits until every preview has been seen: the first character's and each of the others'. */
export function previewsShown(firstStatus: CastLook['status'], looks: readonly CastLook[]): boolean {
  return firstStatus === 'ready' && looks.every((look) => look.status === 'ready');
}

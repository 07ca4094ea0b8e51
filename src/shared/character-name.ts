/**
 * A scenario's first character is written as a man or a woman, and the learner may play them as the
 * other. With no first name given, "Егор Морозов" said as a woman would be a woman called Егор: such a
 * character goes by a common first name of the chosen gender instead, as if the learner had typed it.
 * The same scenario always gets the same name, never one another character of the scene goes by.
 */

export type NameGender = 'male' | 'female';

const FIRST_NAMES: Record<'en' | 'ru', Record<NameGender, readonly string[]>> = {
  en: {
    male: ['James', 'Michael', 'David', 'Thomas', 'Andrew', 'Peter', 'Simon', 'Adam', 'Nathan', 'Owen', 'Paul', 'Robert'],
    female: ['Emily', 'Claire', 'Laura', 'Julia', 'Kate', 'Lucy', 'Anna', 'Rebecca', 'Natalie', 'Amy', 'Jessica', 'Louise'],
  },
  ru: {
    male: ['Алексей', 'Андрей', 'Сергей', 'Михаил', 'Иван', 'Павел', 'Николай', 'Евгений', 'Владимир', 'Илья', 'Пётр', 'Фёдор'],
    female: ['Анна', 'Ольга', 'Татьяна', 'Наталья', 'Юлия', 'Дарья', 'Светлана', 'Евгения', 'Вера', 'Людмила', 'Александра', 'Галина'],
  },
};

/**
 * The first name in a character's full name ('Dave Brooks' → 'Dave', 'Марина Сергеевна' → 'Марина'):
 * the shipped names have no titles, so the first word is the first name.
 */
export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] ?? '';

/**
 * The first name the first character goes by when played in `gender` though written (`written`, in
 * `writtenGender`) as the other; null when played as written. `others` are the scene's other characters.
 */
export function firstNameInGender(written: string, writtenGender: NameGender, gender: NameGender, locale: 'en' | 'ru', others: readonly string[] = []): string | null {
  if (gender === writtenGender) return null;
  const taken = new Set([written, ...others].map(firstNameOf));
  const names = FIRST_NAMES[locale][gender].filter((n) => !taken.has(n));
  return names[seedOf(written) % names.length]!;
}

/** A stable number from the written name, so a scenario keeps its name from one session to the next. */
function seedOf(text: string): number {
  let seed = 0;
  for (const ch of text) seed = (seed * 31 + ch.codePointAt(0)!) % 1_000_003;
  return seed;
}

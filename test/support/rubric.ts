const SKILLS = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;

/** A complete rubric whose every line names its language, skill and level, so a test can find any one. */
export function testRubric(tag = 'Test'): Record<'en' | 'ru', Record<string, Record<'4' | '7' | '10', string>>> {
  const side = (lang: 'en' | 'ru') =>
    Object.fromEntries(SKILLS.map((skill) => [skill, Object.fromEntries((['4', '7', '10'] as const).map((l) => [l,
      lang === 'en' ? `${tag}: at ${l} in ${skill} you refund the double charge.` : `${tag}: на ${l} в ${skill} вы возвращаете двойное списание.`]))]));
  return { en: side('en'), ru: side('ru') } as never;
}

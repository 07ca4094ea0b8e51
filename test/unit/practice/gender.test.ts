import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { inAddress } from '#src/modules/practice/domain/address.ts';
import { aboutFirstCharacter, charactersInGender, genderOf, spokenBy } from '#src/modules/practice/domain/gender.ts';
import { aboutFirstInGender, genderMarkupProblem, inGender, ofFirstInGender } from '#src/modules/practice/domain/gender-markup.ts';
import { openingLines } from '#src/modules/practice/domain/opening.ts';
import type { Gender, LanguageScript } from '#src/modules/practice/domain/scenario.ts';
import { validateContentPacks } from '#src/modules/practice/application/validate-content-packs.ts';
import { languageScriptSchema } from '#src/modules/practice/application/content-pack.schema.ts';
import { validationErrorOf } from '#src/platform/http/validation-details.ts';
import type { FieldProblem } from '#src/platform/errors.ts';
import { conversationSetup, shippedScenario } from '../../support/conversation-setup.ts';
import { playConversation } from '../../support/scripted-conversation.ts';
import { TYPICAL } from './mothers.ts';

interface Record_ { key: string; cast: { gender: Gender }[]; script?: { ru: LanguageScript } }
const packs = readdirSync('content').filter((f) => f.endsWith('.json') && f !== 'personas.json').sort();
const scenarios = packs.flatMap((file) => (JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { scenarios: Record_[] }).scenarios.map((s) => ({ file, s })));

/** Every Russian line the first character (whose gender the learner picks) says, with where it is. */
const firstCharacterLines = (ru: LanguageScript) => characterLines(ru, 0);

/** Every line one character says, with where it is; the persona openings are the first character's. */
function characterLines(ru: LanguageScript, character: number): [string, string][] {
  const c = ru.characters[character]!;
  return [
    ...ru.opening.flatMap((o, i): [string, string][] => (o.speaker === character ? [[`opening.${i}`, o.text]] : [])),
    ...(character === 0 ? Object.entries(ru.personaOpenings).map(([k, t]): [string, string] => [`personaOpenings.${k}`, t]) : []),
    ...c.concerns.flatMap((k) => k.raise.map((t, j): [string, string] => [`concerns.${k.key}.raise.${j}`, t])),
    ...c.answers.map((a, i): [string, string] => [`answers.${i}`, a.line]),
    ...Object.entries(c.reactions).flatMap(([r, l]) => (l as string[]).map((t, j): [string, string] => [`reactions.${r}.${j}`, t])),
    ...Object.entries(c.closing).flatMap(([r, l]) => (l as string[]).map((t, j): [string, string] => [`closing.${r}.${j}`, t])),
    ...c.echo.map((t, j): [string, string] => [`echo.${j}`, t]),
  ];
}

/**
 * A heuristic for «я» followed (past a few little words) by a self-describing word of the other gender:
 * «я думал», «я уже рад» for a woman; «я думала», «я не готова» for a man.
 */
const LITTLE = '(?:\\s+(?:не|ведь|же|уже|тоже|так|и|бы|всё|очень|просто|ещё|сразу|правда|совсем|пока|лично|вот|вообще|даже|никогда))*\\s+';
const SAID_AS: Record<Gender, RegExp> = {
  // What a man says of himself, wrong for a woman.
  male: new RegExp(`(?<!\\p{L})я${LITTLE}(?:\\p{L}+(?:л|лся|ёл|ёлся)|рад|готов|уверен|согласен|должен|благодарен|занят|обязан|доволен|недоволен|расстроен|виноват|сам|один(?!\\s+раз))(?!\\p{L})`, 'iu'),
  // What a woman says of herself, wrong for a man.
  female: new RegExp(`(?<!\\p{L})я${LITTLE}(?:\\p{L}+(?:ла|лась)|рада|готова|уверена|согласна|должна|благодарна|занята|обязана|довольна|недовольна|расстроена|виновата|сама|одна(?!\\s+раз))(?!\\p{L})`, 'iu'),
};
const other = (g: Gender): Gender => (g === 'male' ? 'female' : 'male');

describe('The first character speaks of themselves in the gender the learner chose', () => {
  describe('[masculine|feminine] markup', () => {
    it('renders the masculine or the feminine form', () => {
      expect(inGender('Я [думал|думала], что всё решено.', 'male')).to.equal('Я думал, что всё решено.');
      expect(inGender('Я [думал|думала], что всё решено.', 'female')).to.equal('Я думала, что всё решено.');
    });

    it('renders several in one line, phrases too, beside the address markup', () => {
      const line = '{Простите|Прости}, я [был|была] [неправ|неправа] и [выглядел дураком|выглядела дурой].';
      expect(inAddress(inGender(line, 'female'), 'informal')).to.equal('Прости, я была неправа и выглядела дурой.');
      expect(inAddress(inGender(line, 'male'), 'formal')).to.equal('Простите, я был неправ и выглядел дураком.');
    });

    it('leaves a line without it as written, {commitment} and {quote} included', () => {
      for (const line of ['Так: {commitment}. Хорошо.', '«{quote}»? Серьёзно?', 'Не знаю.']) {
        expect(inGender(line, 'female')).to.equal(line);
        expect(genderMarkupProblem(line)).to.equal(null);
      }
    });

    it('refuses malformed markup, saying what is wrong', () => {
      const problem = (line: string) => genderMarkupProblem(line)?.problem;
      expect(genderMarkupProblem('Я [думал|думала] и [рад|рада].')).to.equal(null);
      expect(problem('Я [думал|думала, что')).to.match(/without its "\]"/);
      expect(problem('Я думал|думала] так')).to.match(/without its "\["/);
      expect(problem('Я [думал] так')).to.match(/exactly two forms/);
      expect(problem('Я [думал|думала|думало] так')).to.match(/exactly two forms/);
      expect(problem('Я [|] так')).to.match(/exactly two forms/);
      expect(problem('Я [[думал|думала]|x] так')).to.match(/not nested/);
      expect(genderMarkupProblem('Я [думал] так')!.markup).to.equal('own');
    });
  });

  describe('<masculine|feminine> markup: another character speaking of the first', () => {
    it('renders the form of the first character\'s gender, beside the speaker\'s own', () => {
      const line = 'Я [понял|поняла], что <он|она> <прав|права>. Let <him|her> lead.';
      expect(ofFirstInGender(inGender(line, 'male'), 'female')).to.equal('Я понял, что она права. Let her lead.');
      expect(ofFirstInGender(inGender(line, 'female'), 'male')).to.equal('Я поняла, что он прав. Let him lead.');
    });

    it('refuses malformed markup as the first character\'s, saying what is wrong', () => {
      expect(genderMarkupProblem('Когда <он|она> <вмешался|вмешалась>, всё встало.')).to.equal(null);
      expect(genderMarkupProblem('Let <him lead.')).to.deep.include({ markup: 'first' }).and.have.property('problem').that.matches(/without its ">"/);
      expect(genderMarkupProblem('Let <him> lead.')!.problem).to.match(/exactly two forms/).and.match(/<masculine\|feminine>/);
      expect(genderMarkupProblem('Let <<him|her>|x> lead.')!.problem).to.match(/not nested/);
      expect(genderMarkupProblem('Let him|her> lead.')!.problem).to.match(/without its "<"/);
    });

    it('makes a group scene\'s others speak of the first character as the learner made them: gender and name', () => {
      const scene = scenarios.find(({ s }) => s.key === 'fb-workshop-copresenters')!.s;
      const written = scene.cast[0]!.gender;
      const setup = conversationSetup(scene.key, { locale: 'en', gender: other(written), firstName: 'Tom' });
      const others = JSON.stringify(charactersInGender(setup).slice(1).map(({ name: _, role: __, ...lines }) => lines));
      expect(others).to.not.match(/\bGrace\b|[<>]/);
      expect(others).to.match(/\bTom\b/);
      expect(spokenBy(setup, 1)('When Grace stepped in, I let <him|her> run it.')).to.equal('When Tom stepped in, I let him run it.');
      // A name is put in as typed, never read as a replacement pattern.
      expect(spokenBy(conversationSetup(scene.key, { locale: 'en', firstName: "$&'s" }), 1)('When Grace stepped in')).to.equal("When $&'s stepped in");
      const kept = conversationSetup(scene.key, { locale: 'en', gender: written });
      expect(spokenBy(kept, 1)('When Grace stepped in, I let <him|her> run it.')).to.equal('When Grace stepped in, I let her run it.');
    });
  });

  describe('content validation', () => {
    const file = packs[0]!;
    const broken = (line: string) => {
      const data = JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { scenarios: Record_[] };
      data.scenarios[0]!.script!.ru.characters[0]!.reactions.blamed[1] = line;
      return validateContentPacks([{ file, data }], new Set(JSON.parse(readFileSync('content/personas.json', 'utf8')).personas.map((p: { key: string }) => p.key)));
    };

    it('names the pack, the scenario and the line of malformed markup', () => {
      const { problems } = broken('Я [думал|думала, что это решено.');
      const key = (JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { scenarios: Record_[] }).scenarios[0]!.key;
      expect(problems).to.have.length(1);
      expect(problems[0]).to.include({ file, record: `scenario "${key}"`, field: 'script.ru.characters.0.reactions.blamed.1' });
      expect(problems[0]!.message).to.contain('Я [думал|думала, что').and.match(/\[masculine\|feminine\]/);
    });

    it('refuses one form or three', () => {
      expect(broken('Я [думал] так.').problems[0]!.message).to.match(/exactly two forms/);
      expect(broken('Я [думал|думала|думало] так.').problems[0]!.message).to.match(/exactly two forms/);
    });

    it('names the rule for the console, which words it in the reader’s language', () => {
      const data = JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { scenarios: { script: { ru: unknown } }[] };
      const script = structuredClone(data.scenarios[0]!.script.ru) as { characters: { reactions: { blamed: string[] } }[] };
      script.characters[0]!.reactions.blamed[1] = 'Я [думал так.';
      const parsed = languageScriptSchema.safeParse(script);
      expect(parsed.success).to.equal(false);
      const [problem] = validationErrorOf(parsed.error!, ['script', 'ru']).details as FieldProblem[];
      expect(problem).to.deep.include({ path: 'script.ru.characters.0.reactions.blamed.1', code: 'custom', problem: 'genderMarkup', args: { line: 'Я [думал так.' } });
      script.characters[0]!.reactions.blamed[1] = 'Пусть <он|она ведёт.';
      const [first] = validationErrorOf(languageScriptSchema.safeParse(script).error!, ['script', 'ru']).details as FieldProblem[];
      expect(first).to.deep.include({ problem: 'firstGenderMarkup', args: { line: 'Пусть <он|она ведёт.' } });
    });

    it('refuses a misspelt field with its name rather than dropping it, and takes "retired": false as no flag', () => {
      const personaKeys = new Set(JSON.parse(readFileSync('content/personas.json', 'utf8')).personas.map((p: { key: string }) => p.key) as string[]);
      const withScenario = (change: Record<string, unknown>) => {
        const data = JSON.parse(readFileSync(`content/${file}`, 'utf8')) as { scenarios: Record<string, unknown>[] };
        Object.assign(data.scenarios[0]!, change);
        return validateContentPacks([{ file, data }], personaKeys);
      };
      const [typo] = withScenario({ rubic: {} }).problems;
      expect(typo!.message).to.match(/rubic/);
      expect(withScenario({ retired: false }).problems).to.deep.equal([]);
      expect(withScenario({ retired: true }).problems).to.deep.equal([]);
    });

    it('accepts the shipped packs', () => {
      const docs = readdirSync('content').filter((f) => f.endsWith('.json')).map((f) => ({ file: f, data: JSON.parse(readFileSync(`content/${f}`, 'utf8')) }));
      expect(validateContentPacks(docs, new Set()).problems).to.deep.equal([]);
    });
  });

  describe('shipped scenarios', () => {
    it('are checked by a heuristic that catches the usual forms', () => {
      for (const line of ['Я думал, это решено.', 'Я уже рад.', 'Нет, я не готов.', 'Я сам разберусь.']) expect(SAID_AS.male.test(line), line).to.equal(true);
      for (const line of ['Я думала, это решено.', 'Я очень рада.', 'Я так и не поняла.', 'Я не уверена.']) expect(SAID_AS.female.test(line), line).to.equal(true);
      for (const line of ['Я один раз повысил голос.', 'Он сказал, что я прав.', 'Я знаю.']) expect(SAID_AS.male.test(line), line).to.equal(false);
    });

    it('mark every gendered first-person word of the first character, so the other gender says none of the written one', () => {
      const slips: string[] = [];
      for (const { file, s } of scenarios) {
        if (!s.script) continue;
        const written = s.cast[0]!.gender;
        for (const [where, line] of firstCharacterLines(s.script.ru)) {
          const said = inGender(line, other(written));
          if (SAID_AS[written].test(said)) slips.push(`${file} › ${s.key} › ${where}: ${said}`);
        }
      }
      expect(slips).to.deep.equal([]);
    });

    it('say what was written when the learner keeps the written gender', () => {
      for (const { s } of scenarios) {
        if (!s.script) continue;
        for (const [, line] of firstCharacterLines(s.script.ru)) expect(SAID_AS[other(s.cast[0]!.gender)].test(inGender(line, s.cast[0]!.gender)), line).to.equal(false);
      }
    });

    it('are played without markup showing, in either gender, and others keep the cast’s gender', function () {
      // 126 whole conversations (every scenario in both genders): about 10 s alone, three times that on a busy machine.
      this.timeout(120_000);
      for (const { s } of scenarios) {
        for (const gender of ['male', 'female'] as const) {
          const setup = conversationSetup(s.key, { locale: 'ru', gender });
          const { transcript } = playConversation(setup, Object.values(TYPICAL.ru));
          for (const line of transcript.filter((l) => l.sender === 'ai')) expect(line.content, `${s.key} (${gender})`).to.not.match(/[[\]<>]/);
          s.cast.forEach((member, i) => expect(genderOf(setup, i)).to.equal(i === 0 ? gender : member.gender));
        }
      }
    });

    it('give the first character\'s role in the chosen gender, and every role without markup', () => {
      const role = (gender: Gender) => conversationSetup('cs-gym-double-charge', { locale: 'ru', gender }).speakers[0]!.role;
      expect([role('male'), role('female')]).to.deep.equal(['Клиент фитнес-клуба', 'Клиентка фитнес-клуба']);
      for (const { s } of scenarios) {
        for (const gender of ['male', 'female'] as const) {
          for (const speaker of conversationSetup(s.key, { locale: 'ru', gender }).speakers) expect(speaker.role, s.key).to.not.match(/[[\]<>|]/);
        }
      }
    });

    it('name the first character in the others\' Russian lines only in the nominative, the form the engine renames', () => {
      const declined: string[] = [];
      for (const { file, s } of scenarios) {
        const ru = s.script?.ru;
        if (!ru) continue;
        const given = ru.characters[0]!.name.split(/\s+/)[0]!;
        const forms = new RegExp(`(?<!\\p{L})${/[аяйьо]$/u.test(given) ? given.slice(0, -1) : given}\\p{L}*`, 'gu');
        for (let c = 1; c < ru.characters.length; c++) {
          for (const [where, line] of characterLines(ru, c)) {
            for (const word of line.match(forms) ?? []) if (word !== given) declined.push(`${file} › ${s.key} › characters.${c} ${where}: ${word}`);
          }
        }
      }
      expect(declined).to.deep.equal([]);
    });

    it('word their rubrics about the first character in either gender without markup showing, naming them in Russian only in the nominative', () => {
      const problems: string[] = [];
      for (const { file, s } of scenarios) {
        const rubric = (s as Record_ & { rubric?: Record<'en' | 'ru', Record<string, Record<string, string>>> }).rubric;
        if (!rubric) continue;
        const given = s.script!.ru.characters[0]!.name.split(/\s+/)[0]!;
        const forms = new RegExp(`(?<!\\p{L})${/[аяйьо]$/u.test(given) ? given.slice(0, -1) : given}\\p{L}*`, 'gu');
        for (const locale of ['en', 'ru'] as const) {
          for (const [skill, levels] of Object.entries(rubric[locale])) {
            for (const [level, line] of Object.entries(levels)) {
              const where = `${file} › ${s.key} › rubric.${locale}.${skill}.${level}`;
              for (const gender of ['male', 'female'] as const) {
                const shown = aboutFirstInGender(line, gender);
                if (/[<>[\]|]/.test(shown)) problems.push(`${where} (${gender}): ${shown}`);
              }
              if (locale === 'ru') for (const word of line.match(forms) ?? []) if (word !== given) problems.push(`${where}: ${word}`);
            }
          }
        }
      }
      expect(problems).to.deep.equal([]);
    });

    it('show the rubric of a session as it was played: the name the learner gave, in the gender they chose', () => {
      const about = (locale: 'en' | 'ru', gender: Gender, firstName: string | null) =>
        aboutFirstCharacter(conversationSetup('cr-speakerphone-open-plan', { locale, gender, firstName }));
      const rubric = shippedScenario('cr-speakerphone-open-plan').rubric!;
      expect(about('en', 'male', null)(rubric.en.empathy['4'])).to.equal('You stay polite with Kevin but treat the noise as his fault alone, showing little sign you see that client calls are his job too.');
      expect(about('en', 'female', 'Nora')(rubric.en.empathy['4'])).to.equal('You stay polite with Nora but treat the noise as her fault alone, showing little sign you see that client calls are her job too.');
      const ru = Object.values(rubric.ru).flatMap((levels) => Object.values(levels)).map(about('ru', 'female', 'Анна')).join(' ');
      expect(ru).to.include('Анна').and.match(/(?<!\p{L})(?:её|ей|она)(?!\p{L})/u).and.not.include('Павел');
      expect(Object.values(rubric.ru).flatMap((levels) => Object.values(levels)).map(about('ru', 'male', null)).join(' ')).to.include('Павел').and.not.include('Анна');
    });

    it('open with the persona\'s own words only when the script has some for its key, never an object\'s inherited property', () => {
      const setup = conversationSetup('cr-holiday-leave-clash', { personaKey: 'the-skeptic' });
      // A persona keyed `constructor` (valid kebab-case in a pack) once opened with Object itself, and every session with it failed.
      const odd = { ...setup, persona: { ...setup.persona!, key: 'constructor' } };
      for (const line of openingLines(odd)) expect(line.content).to.be.a('string').and.not.match(/function|\[native code\]/);
    });

    it('open in the chosen gender: a man written as a man, played as a woman', () => {
      const opening = (gender: Gender) => openingLines(conversationSetup('cr-holiday-leave-clash', { locale: 'ru', gender })).map((l) => l.content).join(' ');
      expect(opening('male')).to.match(/Я утром видел/);
      expect(opening('female')).to.match(/Я утром видела/).and.not.match(/видел(?!а)/);
    });
  });
});

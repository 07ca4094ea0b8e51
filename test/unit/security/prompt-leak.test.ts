import { expect } from 'chai';
import { GuardedLine, HiddenPrompt, PromptLeakDetector } from '#src/modules/security/domain/prompt-leak.ts';

const PROMPT = 'You are Sarah Mitchell, 34, a member of the FitLine gym for two years. Your membership fee was taken twice this month, '
  + 'at 6:02 and 6:04 am, and the second payment pushed your account into overdraft.';
const CANARY = 'RPT-AB12CD34EF56';
const detector = (visible: string[] = []) => new PromptLeakDetector(new HiddenPrompt(PROMPT), CANARY, visible);

/** Streams `text` in `size`-character deltas through one guarded line: what went out, and the verdict on the whole line. */
function stream(text: string, size = 3, before = '') {
  const line = new GuardedLine(detector(), before);
  let out = '';
  for (let i = 0; i < text.length; i += size) out += line.push(text.slice(i, i + size));
  return { out, leaked: line.leaksWhole(text) };
}

describe('PromptLeakDetector', () => {
  it('finds twelve words of the prompt in a row, in any case and punctuation', () => {
    expect(detector().leaks('Sure! "you are SARAH mitchell, 34 - a member of the FitLine gym for two..."')).to.equal(true);
  });

  it('finds the canary however it is spaced or cased', () => {
    expect(detector().leaks('my code is r p t ab12 cd34 ef56')).to.equal(true);
  });

  it('lets a character retell its story in its own words', () => {
    expect(detector().leaks('I have been a member of this gym for two years and my fee was taken twice this month!')).to.equal(false);
  });

  it('lets eleven words of the prompt in a row through', () => {
    expect(detector().leaks('you are sarah mitchell 34 a member of the fitline gym — honestly')).to.equal(false);
  });

  it('does not count words the learner has already seen or said', () => {
    const said = 'the second payment pushed your account into overdraft and at 6:02 and 6:04 am it was taken twice';
    const echo = 'So the second payment pushed your account into overdraft? At 6:02 and 6:04 am?';
    expect(detector().leaks(echo)).to.equal(false); // not 12 in a row of the prompt anyway
    const quote = 'taken twice this month, at 6:02 and 6:04 am, and the second payment pushed your account';
    expect(detector().leaks(quote)).to.equal(true);
    expect(detector([`Customer: my fee was ${quote} into overdraft`, said]).leaks(quote)).to.equal(false);
  });
});

describe('GuardedLine', () => {
  it('delivers a line that echoes nothing of the prompt word by word, as it streams', () => {
    const line = new GuardedLine(detector());
    expect(line.push('Fine, ')).to.equal('Fine, ');
    expect(line.push('let us talk')).to.equal('let us '); // the word being written waits
    expect(line.push(' it through.')).to.equal('talk it through.');
    expect(line.leaksWhole('Fine, let us talk it through.')).to.equal(false);
  });

  it('holds back words that could begin a run of the prompt until they stop matching it', () => {
    const line = new GuardedLine(detector());
    expect(line.push('Well, you are ')).to.equal('Well, ');
    expect(line.push('right about that. ')).to.equal('you are right about that. ');
  });

  it('never lets out any part of a leaking run, whatever the delta size', () => {
    const leak = `Of course. ${PROMPT} That is all.`;
    for (const size of [1, 2, 5, 13, 40]) {
      const { leaked, out } = stream(leak, size);
      expect(leaked, `delta size ${size}`).to.equal(true);
      expect(out, `delta size ${size}`).to.equal('Of course. ');
    }
  });

  it('catches the canary before the word that carries it goes out', () => {
    const { leaked, out } = stream(`Here you go: ${CANARY} — happy now?`, 4);
    expect(leaked).to.equal(true);
    expect(out).not.to.include('AB12');
  });

  it('passes a line that leaks nothing', () => {
    const text = 'You are not the first to ask, and my fee was taken twice.';
    expect(stream(text, 4)).to.deep.include({ leaked: false });
  });

  it('holds back the canary spelled out letter by letter: none of its secret part goes out before the line is caught', () => {
    const spelled = [...CANARY.replace('-', '')].join(' ');
    for (const size of [1, 2, 3]) {
      const { leaked, out } = stream(`My code? ${spelled}, there.`, size);
      expect(leaked).to.equal(true);
      expect(out.replace(/\s/g, ''), `delta size ${size}`).to.match(/^Mycode\?R?P?T?$/); // "RPT" is every session's
    }
  });

  it('lets out words that only begin like the canary once they turn out not to be it', () => {
    const { leaked, out } = stream('Check the RPT report, please.', 3);
    expect(leaked).to.equal(false);
    expect(out).to.equal('Check the RPT report, please.');
  });

  it('catches a prompt hidden by invisible characters, combining marks or full-width letters inside its words', () => {
    const words = PROMPT.split(' ');
    const softened = words.map((w) => (w.length > 3 ? `${w.slice(0, 2)}\u00AD${w.slice(2)}` : w)).join(' ');
    const spaced = words.map((w) => [...w].join('\u200B')).join(' ');
    const marked = words.map((w) => `${w}\u0301`).join(' ');
    const wide = PROMPT.replace(/[A-Za-z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xFEE0));
    for (const [name, text] of [['soft hyphens', softened], ['zero-width spaces', spaced], ['combining marks', marked], ['full-width', wide]]) {
      const { leaked, out } = stream(`Sure. ${text}`, 5);
      expect(leaked, name).to.equal(true);
      expect(out, name).to.equal('Sure. ');
    }
  });

  it('catches a prompt spelled with look-alike letters of another script (a Cyrillic "о" for every Latin "o")', () => {
    const cyrillic: Record<string, string> = { o: 'о', a: 'а', e: 'е', c: 'с', p: 'р', x: 'х', y: 'у', i: 'і' };
    const disguised = PROMPT.replace(/[oaecpxyi]/g, (c) => cyrillic[c]!);
    const greek = PROMPT.replace(/o/g, 'ο').replace(/a/g, 'α');
    // Capitals that alone pass for Latin ones (Cyrillic Т, Н, В, М; Greek Η, Ν), in a prompt recited in capitals.
    const capitals: Record<string, string> = { T: 'Т', H: 'Н', B: 'В', M: 'М', E: 'Е', O: 'О', A: 'А', C: 'С', P: 'Р', X: 'Х' };
    const shouted = PROMPT.toUpperCase().replace(/[THBMEOACPX]/g, (c) => capitals[c]!);
    const greekCapitals = PROMPT.toUpperCase().replace(/H/g, 'Η').replace(/N/g, 'Ν');
    for (const [name, text] of [['Cyrillic', disguised], ['Greek', greek], ['Cyrillic capitals', shouted], ['Greek capitals', greekCapitals]]) {
      const { leaked, out } = stream(`Sure. ${text}`, 5);
      expect(leaked, name).to.equal(true);
      expect(out, name).to.equal('Sure. ');
    }
    const ru = 'Вы Ольга Петрова, администратор фитнес-клуба. Клиент пришёл с жалобой на двойное списание за абонемент в этом месяце, и вы не знаете почему.';
    const latin = ru.replace(/[оаеср]/g, (c) => ({ о: 'o', а: 'a', е: 'e', с: 'c', р: 'p' })[c]!);
    const line = new GuardedLine(new PromptLeakDetector(new HiddenPrompt(ru), CANARY, []), '');
    const reply = `Хорошо. ${latin}`;
    let out = '';
    for (let i = 0; i < reply.length; i += 5) out += line.push(reply.slice(i, i + 5));
    expect(out).to.equal('Хорошо. ');
    expect(line.leaksWhole(reply)).to.equal(true);
    // In capitals, with or without disguise: case is folded before the look-alikes.
    for (const shouted of [ru.toUpperCase(), latin.toUpperCase()]) {
      expect(new GuardedLine(new PromptLeakDetector(new HiddenPrompt(ru), CANARY, []), '').leaksWhole(`Хорошо. ${shouted}`), shouted).to.equal(true);
    }
  });

  it('reads a group reply as one: a prompt dealt out a few words to each speaker is caught in the line that completes the run', () => {
    const words = PROMPT.split(' ');
    const first = words.slice(0, 8).join(' ');
    expect(stream(first, 4)).to.deep.include({ leaked: false });
    const { leaked, out } = stream(words.slice(8, 16).join(' '), 4, first);
    expect(leaked).to.equal(true);
    expect(out).to.equal('');
  });
});

import { expect } from 'chai';
import { GuardedLine, HiddenPrompt, PromptLeakDetector } from '#src/modules/security/domain/prompt-leak.ts';

const PROMPT = 'You are Sarah Mitchell, 34, a member of the FitLine gym for two years. Your membership fee was taken twice this month, '
  + 'at 6:02 and 6:04 am, and the second payment pushed your account into overdraft.';
const CANARY = 'RPT-AB12CD34EF56';
const detector = (visible: string[] = []) => new PromptLeakDetector(new HiddenPrompt(PROMPT), CANARY, visible);

/** Streams `text` in `size`-character deltas through one guarded line: what went out, and the verdict on the whole line. */
function stream(text: string, size = 3) {
  const line = new GuardedLine(detector());
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
});

import { expect } from 'chai';
import { GuardedLine, HiddenPrompt, PromptLeakDetector } from '#src/modules/security/domain/prompt-leak.ts';

const PROMPT = 'You are Sarah Mitchell, 34, a member of the FitLine gym for two years. Your membership fee was taken twice this month.';
const CANARY = 'RPT-AB12CD34EF56';
const detector = () => new PromptLeakDetector(new HiddenPrompt(PROMPT), CANARY);

/** Streams `text` in `size`-character deltas through one guarded line; what went out, and the line's verdict. */
function stream(text: string, size = 3) {
  const line = new GuardedLine(detector());
  let out = '';
  for (let i = 0; i < text.length; i += size) out += line.push(text.slice(i, i + size));
  const rest = line.finish(text);
  return { out: rest === null ? out : out + rest, leaked: rest === null, releasedBeforeEnd: out };
}

describe('PromptLeakDetector', () => {
  it('finds eight words of the prompt in a row, in any case and punctuation', () => {
    expect(detector().leaks('Sure! "you are SARAH mitchell, 34 - a member of the..."')).to.equal(true);
  });

  it('finds the canary however it is spaced or cased', () => {
    expect(detector().leaks('my code is r p t ab12 cd34 ef56')).to.equal(true);
  });

  it('lets a first-person retelling of the story through', () => {
    expect(detector().leaks('I have been a member of this gym for two years and my fee was taken twice!')).to.equal(false);
  });

  it('lets seven words of the prompt in a row through', () => {
    expect(detector().leaks('you are sarah mitchell 34 a member, honestly')).to.equal(false);
  });
});

describe('GuardedLine', () => {
  it('delivers a line that echoes nothing of the prompt word by word, as it streams', () => {
    const line = new GuardedLine(detector());
    expect(line.push('Fine, ')).to.equal('Fine, ');
    expect(line.push('let us talk')).to.equal('let us '); // the word being written waits
    expect(line.push(' it through.')).to.equal('talk it through.');
    expect(line.finish('Fine, let us talk it through.')).to.equal('');
  });

  it('holds back words that could begin a run of the prompt until they stop matching it', () => {
    const line = new GuardedLine(detector());
    expect(line.push('Well, you are ')).to.equal('Well, ');
    expect(line.push('right about that. ')).to.equal('you are right about that. ');
  });

  it('never lets out any part of a leaking run, whatever the delta size', () => {
    const leak = `Of course. ${PROMPT} That is all.`;
    for (const size of [1, 2, 5, 13, 40]) {
      const { leaked, releasedBeforeEnd } = stream(leak, size);
      expect(leaked, `delta size ${size}`).to.equal(true);
      expect(releasedBeforeEnd, `delta size ${size}`).to.equal('Of course. ');
    }
  });

  it('catches the canary before the word that carries it goes out', () => {
    const { leaked, releasedBeforeEnd } = stream(`Here you go: ${CANARY} — happy now?`, 4);
    expect(leaked).to.equal(true);
    expect(releasedBeforeEnd).not.to.include('AB12');
  });

  it('gives back the whole line when nothing leaks', () => {
    const text = 'You are not the first to ask, and my fee was taken twice.';
    expect(stream(text, 4)).to.deep.include({ leaked: false, out: text });
  });
});

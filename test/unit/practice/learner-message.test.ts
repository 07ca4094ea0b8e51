import { expect } from 'chai';
import { charactersLeft, checkLearnerMessage, MAX_MESSAGE_LENGTH } from '#src/shared/learner-message.ts';

describe('A learner message (SPEC §5: at most 3000 characters)', () => {
  it('counts the characters left on the text as it will be sent, trimmed', () => {
    expect(charactersLeft('')).to.equal(MAX_MESSAGE_LENGTH);
    expect(charactersLeft('  hello  ')).to.equal(MAX_MESSAGE_LENGTH - 5);
  });

  it('goes below zero by exactly the excess, so the page can say how much to cut', () => {
    expect(charactersLeft('x'.repeat(MAX_MESSAGE_LENGTH))).to.equal(0);
    expect(charactersLeft('x'.repeat(MAX_MESSAGE_LENGTH + 42))).to.equal(-42);
  });

  it('accepts exactly the limit and refuses one more, without cutting', () => {
    expect(checkLearnerMessage('x'.repeat(MAX_MESSAGE_LENGTH))).to.deep.equal({ ok: true, text: 'x'.repeat(MAX_MESSAGE_LENGTH) });
    expect(checkLearnerMessage('x'.repeat(MAX_MESSAGE_LENGTH + 1))).to.deep.equal({ ok: false, problem: 'too-long' });
  });

  it('does not count surrounding whitespace against the limit, nor send a blank message', () => {
    expect(checkLearnerMessage(`  ${'x'.repeat(MAX_MESSAGE_LENGTH)}\n`).ok).to.equal(true);
    expect(checkLearnerMessage(' \n\t ')).to.deep.equal({ ok: false, problem: 'empty' });
    expect(checkLearnerMessage(42)).to.deep.equal({ ok: false, problem: 'empty' });
  });
});

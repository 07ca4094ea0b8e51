import { expect } from 'chai';
import { checkLearnerMessage, MAX_MESSAGE_LENGTH } from '#src/shared/learner-message.ts';

describe('checkLearnerMessage', () => {
  it('refuses a message of nothing but invisible characters', () => {
    for (const raw of ['\u200B\u200B', '\u200D', ' \uFEFF\u2060 ', '\u202E\u200E', '\u0007\u0000']) {
      expect(checkLearnerMessage(raw), JSON.stringify(raw)).to.deep.equal({ ok: false, problem: 'empty' });
    }
  });

  it('saves the text normalised, without invisible characters, and keeps emoji joiners and line breaks', () => {
    expect(checkLearnerMessage('  I\u200B am\u2060 sorry\n\tabout that  ')).to.deep.equal({ ok: true, text: 'I am sorry\n\tabout that' });
    expect(checkLearnerMessage('Cafe\u0301')).to.deep.equal({ ok: true, text: 'Café' });
    expect(checkLearnerMessage('👩\u200D💻 ok')).to.deep.equal({ ok: true, text: '👩\u200D💻 ok' });
  });

  it('counts the limit on what is saved, so invisible padding cannot push a message over or under it', () => {
    expect(checkLearnerMessage('a'.repeat(MAX_MESSAGE_LENGTH) + '\u200B'.repeat(50)).ok).to.equal(true);
    expect(checkLearnerMessage('a'.repeat(MAX_MESSAGE_LENGTH + 1))).to.deep.equal({ ok: false, problem: 'too-long' });
  });
});

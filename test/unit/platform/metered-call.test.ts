import { expect } from 'chai';
import { MeteredCall } from '#src/platform/ai/metered-call.ts';

const MESSAGES = [{ content: 'You are Sarah, a customer.' }, { content: 'Hello, how can I help?' }]; // 48 characters
const TAG = { purpose: 'character' as const, userId: 7, sessionId: 42 };

describe('MeteredCall', () => {
  it('reports the provider\'s own figures when it sends them', () => {
    const call = new MeteredCall('gpt-4o-mini', MESSAGES, TAG);
    call.answer();
    call.wrote('Fine.');
    call.usage({ prompt_tokens: 31, completion_tokens: 2 });
    expect(call.end('ok', new Date('2026-11-24T10:00:00Z'))).to.deep.include({
      model: 'gpt-4o-mini', tag: TAG, promptTokens: 31, completionTokens: 2, estimated: false, outcome: 'ok', at: new Date('2026-11-24T10:00:00Z'),
    });
  });

  it('estimates about four characters a token, rounding up, and says it did', () => {
    const call = new MeteredCall('m', MESSAGES, TAG);
    call.answer();
    for (const piece of ['I see', ', go on.']) call.wrote(piece); // 13 characters
    call.usage(null);
    expect(call.end('ok')).to.deep.include({ promptTokens: 12, completionTokens: 4, estimated: true });
  });

  it('counts the prompt and what streamed of a reply cut short', () => {
    const call = new MeteredCall('m', MESSAGES, undefined);
    call.answer();
    call.wrote('Hal');
    expect(call.end('failed')).to.deep.include({ tag: null, promptTokens: 12, completionTokens: 1, estimated: true, outcome: 'failed' });
  });

  it('counts no tokens for a call the provider refused before answering (it read no prompt)', () => {
    const call = new MeteredCall('m', MESSAGES, TAG);
    expect(call.end('failed')).to.deep.include({ promptTokens: 0, completionTokens: 0, outcome: 'failed' });
  });

  it('ignores figures that are not numbers', () => {
    const call = new MeteredCall('m', MESSAGES, TAG);
    call.answer();
    call.usage({ prompt_tokens: Number.NaN, completion_tokens: 3 });
    expect(call.end('ok')).to.deep.include({ promptTokens: 12, estimated: true });
  });
});

import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/${path}`, import.meta.url).href) as Promise<T>;

interface OpeningLine {
  name: string;
  role: string;
  message: string;
}
interface ChatLine {
  key: string;
  id: number | null;
  sender: 'user' | 'ai';
  content: string;
  speaker: { name: string; role: string } | null;
  timestamp: string;
  status: string;
}
type Speaker = { name: string; role: string };
interface Conversation {
  parseInitialMessage(raw: string): OpeningLine[];
  whoIsTyping(s: { typing: Speaker | null; waiting: boolean; connected: boolean; lines: readonly ChatLine[] }): Speaker | null;
  historyLines(messages: readonly unknown[], initialMessage: string, now: number): ChatLine[];
  canSendText(draft: string): boolean;
  mergedHistory(history: ChatLine[], current: readonly ChatLine[]): ChatLine[];
  sentText(draft: string): string;
}

describe('web: the opening of a conversation (SPEC §3 initialMessage)', () => {
  let c: Conversation;
  before(async () => {
    c = await load<Conversation>('simulation/state/conversation.ts');
  });

  describe('a JSON list of {name, role, message}', () => {
    it('gives one line per entry, in order, with its speaker', () => {
      const raw = JSON.stringify([
        { name: 'Maria Lopez', role: 'Customer', message: 'My order is late again.' },
        { name: 'Tom', role: 'Her husband', message: 'Third time this month.' },
      ]);
      expect(c.parseInitialMessage(raw)).to.deep.equal([
        { name: 'Maria Lopez', role: 'Customer', message: 'My order is late again.' },
        { name: 'Tom', role: 'Her husband', message: 'Third time this month.' },
      ]);
    });

    it('skips entries without words and anything that is not an object', () => {
      const raw = JSON.stringify([{ name: 'Maria', role: 'Customer', message: '' }, 'hello', null, { name: 'Tom', message: 'Well?' }]);
      expect(c.parseInitialMessage(raw)).to.deep.equal([{ name: 'Tom', role: '', message: 'Well?' }]);
    });
  });

  describe('a JSON object {greeting, scenario_description, initial_dialogue}', () => {
    it('opens with the greeting (no speaker), then each {speaker, line}; the description is not said', () => {
      const raw = JSON.stringify({
        greeting: 'Good morning.',
        scenario_description: 'A customer calls about a late order.',
        initial_dialogue: [
          { speaker: 'Maria', line: 'Where is my parcel?' },
          { speaker: 'Tom', line: '' },
          { speaker: 'Tom', line: 'We waited all day.' },
        ],
      });
      expect(c.parseInitialMessage(raw)).to.deep.equal([
        { name: '', role: '', message: 'Good morning.' },
        { name: 'Maria', role: '', message: 'Where is my parcel?' },
        { name: 'Tom', role: '', message: 'We waited all day.' },
      ]);
    });

    it('has only the dialogue when there is no greeting', () => {
      const raw = JSON.stringify({ initial_dialogue: [{ speaker: 'Maria', line: 'Hello?' }] });
      expect(c.parseInitialMessage(raw)).to.deep.equal([{ name: 'Maria', role: '', message: 'Hello?' }]);
    });
  });

  describe("plain text, one 'Name (Role): text' per line", () => {
    it('reads the speaker and role of each line, and keeps other lines as unattributed text', () => {
      const raw = 'Maria Lopez (Customer): My order is late.\r\n\r\n  Tom (Her husband):   Again!  \nThe line goes quiet.';
      expect(c.parseInitialMessage(raw)).to.deep.equal([
        { name: 'Maria Lopez', role: 'Customer', message: 'My order is late.' },
        { name: 'Tom', role: 'Her husband', message: 'Again!' },
        { name: '', role: '', message: 'The line goes quiet.' },
      ]);
    });

    it('reads text that only starts like JSON as text', () => {
      expect(c.parseInitialMessage('[The phone rings]\nMaria (Customer): Hello?')).to.deep.equal([
        { name: '', role: '', message: '[The phone rings]' },
        { name: 'Maria', role: 'Customer', message: 'Hello?' },
      ]);
    });

    it('gives nothing for an empty opening', () => {
      expect(c.parseInitialMessage('  \n ')).to.deep.equal([]);
    });
  });

  it('shows the opening as the characters’ lines, 30 s apart and ending now, while the history is empty', () => {
    const now = Date.parse('2026-03-01T10:00:00.000Z');
    const lines = c.historyLines([], 'Maria (Customer): Hello.\nSilence.', now);
    expect(lines).to.deep.equal([
      { key: 'opening-0', id: null, sender: 'ai', content: 'Hello.', speaker: { name: 'Maria', role: 'Customer' }, timestamp: '2026-03-01T09:59:30.000Z', status: 'final' },
      { key: 'opening-1', id: null, sender: 'ai', content: 'Silence.', speaker: null, timestamp: '2026-03-01T10:00:00.000Z', status: 'final' },
    ]);
  });

  it('lets the learner send what the server accepts: some words, at most 3000 characters once trimmed', () => {
    expect(['', '   \n', 'x'.repeat(3001)].map(c.canSendText)).to.deep.equal([false, false, false]);
    expect(['Hello', 'x'.repeat(3000), `  ${'x'.repeat(3000)}  `].map(c.canSendText)).to.deep.equal([true, true, true]);
  });
});

describe('web: who the chat says is typing (F15)', () => {
  let c: Conversation;
  before(async () => {
    c = await load<Conversation>('simulation/state/conversation.ts');
  });
  const line = (sender: 'user' | 'ai', status: string, speaker: Speaker | null = null): ChatLine =>
    ({ key: `${sender}-${status}`, id: null, sender, content: 'Words', speaker, timestamp: '2026-03-01T10:00:00.000Z', status });
  const dave = { name: 'Dave Brooks', role: 'Coordinator' };
  const someone = { name: '', role: '' };

  it('says someone is about to answer once the server has the learner\'s words', () => {
    expect(c.whoIsTyping({ typing: null, waiting: true, connected: true, lines: [line('ai', 'final', dave), line('user', 'final')] })).to.deep.equal(someone);
  });

  it('names the speaker the server says is typing', () => {
    expect(c.whoIsTyping({ typing: dave, waiting: true, connected: true, lines: [line('user', 'final')] })).to.deep.equal(dave);
  });

  it('says nobody is typing while the words are still on their way ("Sending…"): nobody can be answering them', () => {
    expect(c.whoIsTyping({ typing: null, waiting: true, connected: true, lines: [line('ai', 'final', dave), line('user', 'pending')] })).to.equal(null);
  });

  it('says nobody is typing while the connection is down', () => {
    expect(c.whoIsTyping({ typing: dave, waiting: true, connected: false, lines: [line('user', 'final')] })).to.equal(null);
    expect(c.whoIsTyping({ typing: null, waiting: true, connected: false, lines: [line('user', 'final')] })).to.equal(null);
  });

  it('says nothing of a speaker whose reply is already filling its bubble, nor when nobody is waiting', () => {
    expect(c.whoIsTyping({ typing: dave, waiting: true, connected: true, lines: [line('user', 'final'), line('ai', 'streaming', dave)] })).to.equal(null);
    expect(c.whoIsTyping({ typing: null, waiting: false, connected: true, lines: [line('user', 'final')] })).to.equal(null);
  });
});

describe('web: the history of a (re)join, and the lines confirmed while it was read', () => {
  let c: Conversation;
  before(async () => {
    c = await load<Conversation>('simulation/state/conversation.ts');
  });
  const line = (id: number | null, status = 'final', content = `Line ${id}`): ChatLine =>
    ({ key: `k-${id}-${status}`, id, sender: 'ai', content, speaker: null, timestamp: '2026-03-01T10:00:00.000Z', status });

  it('keeps the lines the server confirmed after the history was read, and nothing the history has or replaces', () => {
    const history = [line(1), line(2)];
    const current = [line(1), line(2, 'final', 'old text'), line(3), line(null, 'streaming'), line(null, 'pending'), line(4, 'failed')];
    expect(c.mergedHistory(history, current).map((l) => [l.id, l.content])).to.deep.equal([[1, 'Line 1'], [2, 'Line 2'], [3, 'Line 3']]);
  });

  it('keeps confirmed lines after an opening that has no ids, and is the history alone when nothing came before it', () => {
    expect(c.mergedHistory([line(null)], [line(5)]).map((l) => l.id)).to.deep.equal([null, 5]);
    expect(c.mergedHistory([line(1)], [])).to.have.length(1);
  });
});

describe('web: the words a message is sent and shown with', () => {
  it('are those the server keeps: trimmed, invisible characters gone, composed (NFC), so its confirmation replaces the pending line', async () => {
    const c = await load<Conversation>('simulation/state/conversation.ts');
    expect(c.sentText('  I’ll re\u00adsend the in\u200Bvoice today.  ')).to.equal('I’ll resend the invoice today.');
    expect(c.sentText('Cafe\u0301')).to.equal('Café');
  });
});

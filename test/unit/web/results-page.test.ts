import { expect } from 'chai';
import type { SessionResults } from '#src/modules/analysis/http/results.contracts.ts';
import type { Translator } from '#src/shared/describe-findings.ts';
import { translator } from '#src/modules/analysis/infrastructure/written-analysis.ts';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/features/results/state/${path}`, import.meta.url).href) as Promise<T>;
interface Words { text: string; lang: 'en' | 'ru' }
interface Page {
  analysisWords(result: SessionResults, tr: Translator): {
    feedback: Record<string, Words>; strengths: Words[]; storedIn: 'en' | 'ru' | null;
    improvements: Map<number, { issue: Words; suggestion: Words; speakerRole: string }>;
  };
  roleOf(result: SessionResults, name: string | null, role: string | null, language: 'en' | 'ru'): string | null;
  partnerOf(result: SessionResults, language: 'en' | 'ru'): { name: string; role: string | null } | null;
  statusOf(error: unknown): string;
  pollDelay(polled: number): number;
  MAX_POLL_MS: number;
  firstCelebration(sessionId: number): boolean;
  ApiError: new (status: number, code: string, message: string) => Error;
  deltaWords(delta: number): { figure: string; trend: 'up' | 'down' | 'same' };
  rubricFor(result: SessionResults, skill: 'empathy'): { level: number | null; line: string | null; lines: Record<string, string>; lang: string };
  nothingListed(result: SessionResults): { kind: string; skill?: string; score?: number };
}
const page = {} as Page;
before(async () => {
  Object.assign(page, await load('analysis-words.ts'), await load('results-status.ts'), await load('celebrations.ts'), await load('deltas.ts'),
    await load('rubric.ts'), await load('summary.ts'));
  // The same module instance the store's code checks errors against.
  Object.assign(page, await load('../../../lib/api-error.ts'));
});

const [en, ru] = [translator('en'), translator('ru')];
const rubric = { level: 4 as const, line: 'Fair.', lines: { '4': 'Fair.', '7': 'Good.', '10': 'Best.' }, generic: true };
const skill = (feedback: string) => ({ score: 5, feedback, rubric });
const cast = [{ name: { en: 'Kevin Doyle', ru: 'Павел Зуев' }, role: { en: 'Account Manager', ru: 'Аккаунт-менеджер' } }];

/** An English session's result as the API answers it; `findings` null is a result analysed before they were kept. */
function result(findings: SessionResults['findings']): SessionResults {
  return {
    id: 7, scenarioId: 1, scenarioName: 'S', scenarioName_ru: 'С', scenarioDescription: 'D', scenarioDescription_ru: 'О', completedAt: '2026-11-24T10:00:00Z',
    personaName: 'Kevin Doyle', characters: cast, locale: 'en', coachEnabled: false, analyzer: 'offline',
    scores: { overall: skill(''), empathy: skill('Stored empathy.'), clarity: skill('Stored clarity.'), problemSolving: skill('Stored problem solving.'),
      composure: skill('Stored composure.'), activeListening: skill('Stored listening.') },
    strengths: ['Stored strength.'],
    improvements: [{ messageNumber: 2, speakerName: 'Kevin Doyle', speakerRole: 'Account Manager', aiMessage: 'Hi', userResponse: 'ok', issue: 'Stored issue.', suggestion: 'Stored suggestion.' }],
    findings, conversationHistory: [], transcript: '', branch: null,
  };
}
const band = 'fair' as const;
const findings: NonNullable<SessionResults['findings']> = {
  scores: {
    empathy: { kind: 'empathy', band, counts: { messages: 2, acknowledged: 1, dismissive: 0 } },
    clarity: { kind: 'clarity', band, counts: { messages: 2, averageWords: 3, tooShort: 1, tooLong: 0, specific: 0 } },
    problemSolving: { kind: 'problemSolving', band, counts: { proposals: 0, timedProposals: 0 } },
    composure: { kind: 'composure', band, counts: { messages: 2, composureLapses: 0, polite: 1 } },
    activeListening: { kind: 'aSharperRubricKind', band },
  },
  strengths: [{ kind: 'shown', skill: 'composure', counts: { messages: 2 } }],
  improvements: [{ kind: 'tooShort', messageNumber: 2, quote: 'ok', character: cast[0]! }],
};

describe('web: the results page', () => {
  describe('answers of GET /api/results/{id}', () => {
    it('stops on not found, offers the session when in progress, keeps asking only while pending, says so when failed', () => {
      const answer = (status: number, code: string) => page.statusOf(new page.ApiError(status, code, ''));
      expect(answer(404, 'ANALYSIS.SESSION_NOT_FOUND')).to.equal('missing');
      expect(answer(404, 'NOT_FOUND')).to.equal('missing');
      expect(answer(404, 'ANALYSIS.RESULTS_PENDING')).to.equal('pending');
      expect(answer(409, 'ANALYSIS.SESSION_IN_PROGRESS')).to.equal('inProgress');
      expect(answer(409, 'ANALYSIS.FAILED')).to.equal('failed');
      expect(answer(500, 'INTERNAL_ERROR')).to.equal('error');
      expect(page.statusOf(new Error('offline'))).to.equal('error');
    });

    it('asks again after 3 s, then less and less often, never less than every 30 s', () => {
      expect([0, 1, 2, 3].map(page.pollDelay)).to.deep.equal([3000, 4500, 6750, 10125]);
      expect(page.pollDelay(50)).to.equal(page.MAX_POLL_MS);
    });
  });

  describe('the analysis in the reader’s language', () => {
    it('words findings in the reader’s language, the character’s role too', () => {
      const words = page.analysisWords(result(findings), ru);
      expect(words.feedback.empathy).to.deep.equal({ text: 'Вы признали чувства собеседника в 1 из 2 сообщений. Назовите то, что чувствует собеседник («понимаю, как это неприятно»), прежде чем отвечать.', lang: 'ru' });
      expect(words.strengths).to.deep.equal([{ text: 'Вы сохраняли самообладание во всех сообщениях.', lang: 'ru' }]);
      expect(words.improvements.get(2)).to.deep.include({ speakerRole: 'Аккаунт-менеджер' });
      expect(words.improvements.get(2)!.issue.text).to.match(/^«ok» — слишком коротко/);
    });

    it('shows the stored text of a kind it does not know, and says which language it is in', () => {
      const words = page.analysisWords(result(findings), ru);
      expect(words.feedback.activeListening).to.deep.equal({ text: 'Stored listening.', lang: 'en' });
      expect(words.storedIn).to.equal('en');
    });

    it('shows a result analysed before findings as it was written, labelled only for a reader of the other language', () => {
      expect(page.analysisWords(result(null), ru)).to.deep.include({ storedIn: 'en', strengths: [{ text: 'Stored strength.', lang: 'en' }] });
      expect(page.analysisWords(result(null), ru).improvements.get(2)!.issue).to.deep.equal({ text: 'Stored issue.', lang: 'en' });
      expect(page.analysisWords(result(null), en).storedIn).to.equal(null);
    });

    it('names a transcript speaker’s role in the reader’s language', () => {
      expect(page.roleOf(result(null), 'Kevin Doyle', 'Account Manager', 'ru')).to.equal('Аккаунт-менеджер');
      expect(page.roleOf(result(null), 'Someone', 'Visitor', 'ru')).to.equal('Visitor');
    });

    it('names the header’s character as the conversation does: the name as met, the role in the reader’s language', () => {
      expect(page.partnerOf(result(null), 'ru')).to.deep.equal({ name: 'Kevin Doyle', role: 'Аккаунт-менеджер' });
      expect(page.partnerOf(result(null), 'en')).to.deep.equal({ name: 'Kevin Doyle', role: 'Account Manager' });
      expect(page.partnerOf({ ...result(null), characters: [] }, 'ru')).to.deep.equal({ name: 'Kevin Doyle', role: null });
      expect(page.partnerOf({ ...result(null), personaName: null }, 'ru')).to.equal(null);
    });
  });

  describe('the fireworks', () => {
    const stored = new Map<string, string>();
    before(() => {
      (globalThis as { window?: unknown }).window = {
        localStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) },
      };
    });
    after(() => delete (globalThis as { window?: unknown }).window);

    it('celebrate a session’s results once on a device, remembering the last 50 sessions', () => {
      expect(page.firstCelebration(1)).to.equal(true);
      expect(page.firstCelebration(1)).to.equal(false);
      for (let id = 2; id <= 51; id++) page.firstCelebration(id);
      expect(JSON.parse(stored.get('results.celebrated')!)).to.have.length(50);
      expect(page.firstCelebration(51)).to.equal(false);
      expect(page.firstCelebration(1)).to.equal(true); // forgotten: the 51st session pushed it out
    });
  });

  describe('the rubric under each score (R2.12)', () => {
    const lines = { en: { '4': 'You note it.', '7': 'You acknowledge it.', '10': 'You own it.' }, ru: { '4': 'Вы замечаете.', '7': 'Вы признаёте.', '10': 'Вы берёте на себя.' } };
    const scored = (locale: 'en' | 'ru', generic: boolean): SessionResults => {
      const base = result(null);
      const empathy = { ...base.scores.empathy, score: 7.4, rubric: { level: 7 as const, line: lines[locale]['7'], lines: lines[locale], generic } };
      return { ...base, locale, scores: { ...base.scores, empathy } };
    };

    it('is the session’s, labelled with its language, whichever rubric it is', () => {
      expect(page.rubricFor(scored('en', false), 'empathy')).to.deep.include({ level: 7, line: 'You acknowledge it.', lines: lines.en, lang: 'en' });
      expect(page.rubricFor(scored('ru', false), 'empathy')).to.deep.include({ level: 7, line: 'Вы признаёте.', lines: lines.ru, lang: 'ru' });
      expect(page.rubricFor(scored('ru', true), 'empathy')).to.deep.include({ line: 'Вы признаёте.', generic: true, lang: 'ru' });
    });
  });

  describe('an empty list of messages to rewrite', () => {
    const withScores = (scores: number[], said = true): SessionResults => {
      const base = result(null);
      const skills = ['empathy', 'clarity', 'problemSolving', 'composure', 'activeListening'] as const;
      return {
        ...base, improvements: [],
        scores: { ...base.scores, ...Object.fromEntries(skills.map((s, i) => [s, { ...base.scores[s], score: scores[i]! }])) },
        conversationHistory: [{ role: 'ai', content: 'Hi', speakerName: 'Kevin Doyle', speakerRole: 'Account Manager' }, ...(said ? [{ role: 'user' as const, content: 'Hello', speakerName: null, speakerRole: null }] : [])],
      };
    };

    it('is "well done" only when every skill reached the good line (7)', () => {
      expect(page.nothingListed(withScores([8.8, 7.2, 9.1, 8.9, 9.5]))).to.deep.equal({ kind: 'wellDone' });
    });

    it('names the weakest skill while one is under 7, as in the audited 6.2 and 6.7', () => {
      expect(page.nothingListed(withScores([8.1, 6.7, 6.2, 9, 8.9]))).to.deep.equal({ kind: 'weakest', skill: 'problemSolving', score: 6.2 });
    });

    it('says there was nothing to assess when the learner wrote nothing', () => {
      expect(page.nothingListed(withScores([0, 0, 0, 0, 0], false))).to.deep.equal({ kind: 'nothingWritten' });
    });
  });

  describe('a retry’s score changes', () => {
    it('are signed with one decimal and a true minus, and say which way they went besides the colour', () => {
      expect(page.deltaWords(1.5)).to.deep.equal({ figure: '+1.5', trend: 'up' });
      expect(page.deltaWords(-0.5)).to.deep.equal({ figure: '−0.5', trend: 'down' });
      expect(page.deltaWords(0.04)).to.deep.equal({ figure: '0', trend: 'same' });
      expect(page.deltaWords(-0.04)).to.deep.equal({ figure: '0', trend: 'same' });
      expect(page.deltaWords(2)).to.deep.equal({ figure: '+2', trend: 'up' });
    });
  });
});

describe('results page: which of the learner’s messages a moment is', () => {
  const line = (role: 'user' | 'ai') => ({ role, content: role, speakerName: null, speakerRole: null });
  const lines = [line('ai'), line('user'), line('ai'), line('user'), line('ai'), line('ai'), line('user')];

  it('counts the learner’s own messages up to the line the analysis numbers across the conversation', async () => {
    const { answerNumber } = await load<{ answerNumber(lines: SessionResults['conversationHistory'], n: number): number }>('answer-number.ts');
    expect([2, 4, 7].map((n) => answerNumber(lines, n))).to.deep.equal([1, 2, 3]);
  });
});

import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
type Status = 'NotStarted' | 'InProgress' | 'Completed';
interface Item {
  status: Status;
  sessionId: number | null;
  metrics: { name: string; score: number }[];
}
type Action = { kind: 'replay' } | { kind: 'continue'; sessionId: number | null } | { kind: 'start'; enabled: boolean };
type Settled<T> = PromiseSettledResult<T>;
interface List {
  isInitial: boolean;
  generatedAt: string | null;
  items: Item[];
}
interface Rules {
  VARIANTS: readonly string[];
  IN_PROGRESS_PERCENT: number;
  variantFromSearch(search: string): 'initial' | 'dynamic';
  searchForVariant(variant: 'initial' | 'dynamic'): string;
  progressOf(items: Pick<Item, 'status'>[]): { completed: number; inProgress: number; upcoming: number; total: number; percent: number };
  cardAction(items: Item[], index: number): Action;
  stepFor(action: Action, sessionLimitReached: boolean): { kind: string; sessionId?: number };
  metricBadges(item: Pick<Item, 'status' | 'metrics'>): { name: string; score: number }[];
  reasonText(reason: { kind: string; skill: string | null }): { key: string; skill: string | null };
  needsOnboarding(previousCategories: string[], initial: { items: Item[] }): boolean;
  settleLoad(
    profile: Settled<{ previousCategories: string[] }>,
    initial: Settled<List>,
    dynamic: Settled<List>,
    isOffline: (error: unknown) => boolean,
  ): { status: 'ready'; needsOnboarding: boolean; previousCategories: string[] } | { status: 'error'; failure: string };
}
const rules = {} as Rules;
before(async () => {
  Object.assign(rules, await import(new URL('../../../web/src/features/curriculum/state/curriculum.ts', import.meta.url).href));
});

const item = (status: Status, sessionId: number | null = null, metrics: Item['metrics'] = []): Item => ({ status, sessionId, metrics });
const path = (...statuses: Status[]) => statuses.map((status, i) => item(status, status === 'NotStarted' ? null : 100 + i));
const list = (...items: Item[]): List => ({ isInitial: true, generatedAt: null, items });
const ok = <T>(value: T): PromiseFulfilledResult<T> => ({ status: 'fulfilled', value });
const failed = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason });

describe('web: the curriculum page (R2.7)', () => {
  describe('the counts and the overall percentage (SPEC §2)', () => {
    const cases: [string, Status[], ReturnType<Rules['progressOf']>][] = [
      ['an empty path', [], { completed: 0, inProgress: 0, upcoming: 0, total: 0, percent: 0 }],
      ['nothing done yet', ['NotStarted', 'NotStarted'], { completed: 0, inProgress: 0, upcoming: 2, total: 2, percent: 0 }],
      ['one of three done, one under way', ['Completed', 'InProgress', 'NotStarted'], { completed: 1, inProgress: 1, upcoming: 1, total: 3, percent: 33 }],
      ['two of three done (66.7 rounds up)', ['Completed', 'Completed', 'NotStarted'], { completed: 2, inProgress: 0, upcoming: 1, total: 3, percent: 67 }],
      ['all done', ['Completed', 'Completed'], { completed: 2, inProgress: 0, upcoming: 0, total: 2, percent: 100 }],
    ];
    for (const [name, statuses, expected] of cases) {
      it(`counts ${name}`, () => {
        expect(rules.progressOf(statuses.map((status) => ({ status })))).to.deep.equal(expected);
      });
    }

    it('draws an In Progress card’s bar at 60 %, whatever the session (SPEC §9)', () => {
      expect(rules.IN_PROGRESS_PERCENT).to.equal(60);
    });
  });

  describe('the button of each card (SPEC §2, §4 "Curriculum item")', () => {
    it('replays a completed step and continues the unended session of one in progress', () => {
      const items = path('Completed', 'InProgress');
      expect(rules.cardAction(items, 0)).to.deep.equal({ kind: 'replay' });
      expect(rules.cardAction(items, 1)).to.deep.equal({ kind: 'continue', sessionId: 101 });
    });

    it('lets the first step start at once, and any other only when the step before it is completed', () => {
      const items = path('NotStarted', 'NotStarted');
      expect(rules.cardAction(items, 0)).to.deep.equal({ kind: 'start', enabled: true });
      expect(rules.cardAction(items, 1)).to.deep.equal({ kind: 'start', enabled: false });
      expect(rules.cardAction(path('Completed', 'NotStarted', 'NotStarted'), 1)).to.deep.equal({ kind: 'start', enabled: true });
      expect(rules.cardAction(path('Completed', 'NotStarted', 'NotStarted'), 2)).to.deep.equal({ kind: 'start', enabled: false });
    });

    it('keeps Start locked after a step that is only in progress', () => {
      expect(rules.cardAction(path('InProgress', 'NotStarted'), 1)).to.deep.equal({ kind: 'start', enabled: false });
    });

    it('reopens an unended session even at the monthly limit: it costs no new session', () => {
      expect(rules.stepFor({ kind: 'continue', sessionId: 7 }, false)).to.deep.equal({ kind: 'open-session', sessionId: 7 });
      expect(rules.stepFor({ kind: 'continue', sessionId: 7 }, true)).to.deep.equal({ kind: 'open-session', sessionId: 7 });
    });

    it('opens the session-start modal for Start, Replay and a Continue with no session to go back to', () => {
      for (const action of [{ kind: 'start', enabled: true }, { kind: 'replay' }, { kind: 'continue', sessionId: null }] as Action[]) {
        expect(rules.stepFor(action, false), action.kind).to.deep.equal({ kind: 'start-session' });
      }
    });

    it('opens the upgrade modal instead once the month’s sessions are used up', () => {
      for (const action of [{ kind: 'start', enabled: true }, { kind: 'replay' }, { kind: 'continue', sessionId: null }] as Action[]) {
        expect(rules.stepFor(action, true), action.kind).to.deep.equal({ kind: 'upgrade' });
      }
    });

    it('does nothing for a locked Start, limit or not', () => {
      expect(rules.stepFor({ kind: 'start', enabled: false }, false)).to.deep.equal({ kind: 'none' });
      expect(rules.stepFor({ kind: 'start', enabled: false }, true)).to.deep.equal({ kind: 'none' });
    });
  });

  describe('the metric badges of a completed card (SPEC §3)', () => {
    it('shows the six metrics in the skills’ order, Overall last, whatever order they came in', () => {
      const metrics = ['Overall', 'ActiveListening', 'Composure', 'ProblemSolving', 'Clarity', 'Empathy'].map((name, i) => ({ name, score: i }));
      expect(rules.metricBadges(item('Completed', 1, metrics)).map((m) => m.name)).to.deep.equal(
        ['Empathy', 'Clarity', 'ProblemSolving', 'Composure', 'ActiveListening', 'Overall'],
      );
    });

    it('clamps scores to 0–10 and drops unknown names, repeats and non-numbers', () => {
      const metrics = [
        { name: 'Empathy', score: 12 },
        { name: 'Empathy', score: 3 },
        { name: 'Clarity', score: -1 },
        { name: 'Charisma', score: 5 },
        { name: 'Composure', score: Number.NaN },
        { name: 'Overall', score: 7.5 },
      ];
      expect(rules.metricBadges(item('Completed', 1, metrics))).to.deep.equal([
        { name: 'Empathy', score: 10 },
        { name: 'Clarity', score: 0 },
        { name: 'Overall', score: 7.5 },
      ]);
    });

    it('shows none on a card that is not completed, and none when a completed one has no metrics (a plain Completed)', () => {
      expect(rules.metricBadges(item('InProgress', 1, [{ name: 'Overall', score: 5 }]))).to.deep.equal([]);
      expect(rules.metricBadges(item('Completed', 1, []))).to.deep.equal([]);
    });
  });

  describe('why a dynamic card was chosen', () => {
    it('words each reason with its skill, or without one', () => {
      expect(rules.reasonText({ kind: 'weakest', skill: 'activeListening' })).to.deep.equal({ key: 'reasons.weakest.skill', skill: 'activeListening' });
      expect(rules.reasonText({ kind: 'goal', skill: null })).to.deep.equal({ key: 'reasons.goal.general', skill: null });
    });
  });

  describe('the tab in the URL', () => {
    it('opens Initial unless ?view=dynamic, and writes it back the same way', () => {
      expect(rules.VARIANTS).to.deep.equal(['initial', 'dynamic']);
      expect(['', '?view=dynamic', 'view=dynamic', '?view=other', '?start=3&view=dynamic'].map(rules.variantFromSearch)).to.deep.equal(
        ['initial', 'dynamic', 'dynamic', 'initial', 'dynamic'],
      );
      expect(rules.searchForVariant('initial')).to.equal('');
      expect(rules.variantFromSearch(rules.searchForVariant('dynamic'))).to.equal('dynamic');
    });
  });

  describe('loading the page and its guard (SPEC §2)', () => {
    const offline = (error: unknown) => error === 'offline';

    it('sends a learner with no saved categories and no initial curriculum to onboarding', () => {
      expect(rules.needsOnboarding([], list())).to.equal(true);
      expect(rules.needsOnboarding(['Sales'], list()), 'goals saved, nothing generated yet').to.equal(false);
      expect(rules.needsOnboarding([], list(item('NotStarted'))), 'a curriculum from goals in their own words').to.equal(false);
    });

    it('is ready with both lists and the guard’s verdict when all three answers came', () => {
      const loaded = rules.settleLoad(ok({ previousCategories: [] }), ok(list()), ok(list()), offline);
      expect(loaded).to.deep.include({ status: 'ready', needsOnboarding: true, previousCategories: [] });
      expect(rules.settleLoad(ok({ previousCategories: ['Sales'] }), ok(list(item('NotStarted'))), ok(list()), offline)).to.deep.include({
        status: 'ready',
        needsOnboarding: false,
      });
    });

    it('fails the whole load when any answer failed, telling no answer from a bad one', () => {
      const profile = ok({ previousCategories: ['Sales'] });
      expect(rules.settleLoad(profile, ok(list()), failed('offline'), offline)).to.deep.equal({ status: 'error', failure: 'offline' });
      expect(rules.settleLoad(failed(new Error('500')), ok(list()), ok(list()), offline)).to.deep.equal({ status: 'error', failure: 'server' });
    });
  });
});

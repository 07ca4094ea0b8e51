import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see auth-helpers.test.ts).
type Status = 'loading' | 'ready' | 'failed';
interface Startable {
  starting: boolean;
  detailsStatus: 'idle' | 'loading' | 'ready' | 'error';
  personaId: number | null;
  avatarStatus: Status;
  castLooks: readonly { index: number; status: Status }[];
}
const s = {} as {
  startWaits(state: Startable): boolean;
  startBlock(state: Startable): 'details' | 'persona' | 'avatar' | null;
  canStart(state: Startable): boolean;
};
type ApiErrorCtor = new (status: number, code: string, message: string) => Error;
const refusals = {} as { classifyStartError(error: unknown): { kind: string; error?: Error }; ApiError: ApiErrorCtor };
before(async () => {
  Object.assign(s, await import(new URL('../../../web/src/features/catalogue/state/start-check.ts', import.meta.url).href));
  Object.assign(refusals, await import(new URL('../../../web/src/features/catalogue/state/start-refusal.ts', import.meta.url).href),
    await import(new URL('../../../web/src/lib/api-error.ts', import.meta.url).href));
});

/** Everything in place: personas and cast loaded, a style chosen, every preview shown. */
const ready = (over: Partial<Startable> = {}): Startable => ({
  starting: false, detailsStatus: 'ready', personaId: 0, avatarStatus: 'ready', castLooks: [{ index: 3, status: 'ready' }], ...over,
});

describe('Session start: when Start waits, and why a press of it does not start', () => {
  describe('Start waits (aria-disabled, a press ignored, the focus kept on it) only while something is on its way', () => {
    it('while the session is starting', () => {
      expect(s.startWaits(ready({ starting: true }))).to.equal(true);
    });

    it('while the personas and cast load', () => {
      expect(s.startWaits(ready({ detailsStatus: 'idle' }))).to.equal(true);
      expect(s.startWaits(ready({ detailsStatus: 'loading' }))).to.equal(true);
    });

    it("while any character's avatar preview loads (SPEC §2: no start without a preview)", () => {
      expect(s.startWaits(ready({ avatarStatus: 'loading' }))).to.equal(true);
      expect(s.startWaits(ready({ castLooks: [{ index: 3, status: 'ready' }, { index: 9, status: 'loading' }] }))).to.equal(true);
    });

    it('not for a style still to choose, a failed load or a failed preview: those are said on a press', () => {
      expect(s.startWaits(ready({ personaId: null }))).to.equal(false);
      expect(s.startWaits(ready({ detailsStatus: 'error', avatarStatus: 'loading' })), 'no preview is loading without a cast').to.equal(false);
      expect(s.startWaits(ready({ avatarStatus: 'failed' }))).to.equal(false);
      expect(s.startWaits(ready({ castLooks: [{ index: 3, status: 'failed' }] }))).to.equal(false);
    });
  });

  describe('a press of Start', () => {
    it('starts when everything is in place, the generic partner (id 0) counting as a choice', () => {
      expect(s.startBlock(ready())).to.equal(null);
      expect(s.canStart(ready())).to.equal(true);
    });

    it('is refused with no conversation style chosen', () => {
      expect(s.startBlock(ready({ personaId: null }))).to.equal('persona');
      expect(s.canStart(ready({ personaId: null }))).to.equal(false);
    });

    it('is refused when the personas and cast could not be loaded, before anything else', () => {
      expect(s.startBlock(ready({ detailsStatus: 'error', personaId: null }))).to.equal('details');
    });

    it("is refused while any character's preview failed to load, once a style is chosen", () => {
      expect(s.startBlock(ready({ avatarStatus: 'failed' }))).to.equal('avatar');
      expect(s.startBlock(ready({ castLooks: [{ index: 3, status: 'failed' }] }))).to.equal('avatar');
      expect(s.startBlock(ready({ personaId: null, avatarStatus: 'failed' })), 'the style comes first, as on screen').to.equal('persona');
    });

    it('never starts while Start waits', () => {
      expect(s.canStart(ready({ starting: true }))).to.equal(false);
      expect(s.canStart(ready({ avatarStatus: 'loading' }))).to.equal(false);
    });

    it('has the words for each refusal in both languages', () => {
      type Start = { chooseStyle: string; personas: { error: string }; avatar: { failed: string } };
      for (const lang of ['en', 'ru']) {
        const { start } = JSON.parse(readFileSync(new URL(`../../../web/src/locales/${lang}/catalogue.json`, import.meta.url), 'utf8')) as { start: Start };
        for (const text of [start.chooseStyle, start.personas.error, start.avatar.failed]) expect(text, lang).to.be.a('string').and.not.empty;
      }
    });
  });
});

describe('Session start: a start the server refuses (SPEC §4 "Session start", §8 "Start")', () => {
  const refused = (code: string, message: string) => new refusals.ApiError(403, code, message);

  it("tells the session limit (reached in another tab, say) apart, by its code or SPEC's text: it opens the upgrade modal, not a notice in the start modal", () => {
    expect(refusals.classifyStartError(refused('USAGE.SESSION_LIMIT', 'Monthly session limit reached'))).to.deep.equal({ kind: 'sessionLimit' });
    expect(refusals.classifyStartError(refused('SOMETHING', 'Monthly session limit reached'))).to.deep.equal({ kind: 'sessionLimit' });
  });

  it('keeps the coach limit in the start modal, where the learner can go on without the coach', () => {
    expect(refusals.classifyStartError(refused('USAGE.COACH_LIMIT', 'Monthly coach session limit reached'))).to.deep.equal({ kind: 'coachLimit' });
  });

  it('says any other refusal in the start modal, with its error', () => {
    const other = refused('SCENARIO.NOT_FOUND', 'Scenario not found.');
    expect(refusals.classifyStartError(other)).to.deep.equal({ kind: 'failed', error: other });
    expect(refusals.classifyStartError('offline')).to.have.property('kind', 'failed');
  });

  it('leaves the session limit to the upgrade modal: the start modal has no words of its own for it', () => {
    // Read, not run: the store and the notice need Vite to load (their i18n).
    const web = (file: string) => readFileSync(new URL(`../../../web/src/features/catalogue/${file}`, import.meta.url), 'utf8');
    expect(web('state/session-start.store.ts')).to.match(/if \(refusal\.kind === 'sessionLimit'\) refuseForTheMonth\(\);/);
    expect(web('state/session-start.store.ts')).to.match(/function refuseForTheMonth\(\): void \{\s+closeSessionStart\(\);\s+openSessionLimit\(\);/);
    expect(web('components/StartProblemNotice.tsx')).not.to.include('start.limits.session');
  });
});

import { expect } from 'chai';

/* Loaded at run time, like the other web modules (see auth-helpers.test.ts). */
interface StartIntent {
  withStartIntent(pathWithSearch: string, scenarioId: number): string;
  startIntentFrom(search: string): number | null;
  withoutStartIntent(pathWithSearch: string): string;
}
interface Redirects {
  isSafeRedirect(target: unknown): boolean;
  redirectFromSearch(search: string): string | null;
  withRedirect(path: string, target: string | null): string;
}
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

describe('Start practice for a visitor: the way to Register and back (R2.2)', () => {
  let intent: StartIntent;
  let redirects: Redirects;
  before(async () => {
    intent = await load<StartIntent>('features/catalogue/state/start-intent.ts');
    redirects = await load<Redirects>('lib/redirect.ts');
  });

  it('adds the scenario to the page it was chosen on, keeping the filters', () => {
    expect(intent.withStartIntent('/scenarios?category=Sales&difficulty=Advanced', 12)).to.equal('/scenarios?category=Sales&difficulty=Advanced&start=12');
    expect(intent.withStartIntent('/scenario/12', 12)).to.equal('/scenario/12?start=12');
    expect(intent.withStartIntent('/scenarios?start=3', 12), 'a newer choice replaces an older one').to.equal('/scenarios?start=12');
  });

  it('survives the round trip through ?redirect= intact, as a safe same-site target', () => {
    const target = intent.withStartIntent('/scenarios?category=Difficult Conversations', 7);
    const register = redirects.withRedirect('/register', target);
    const back = redirects.redirectFromSearch(register.slice(register.indexOf('?')));
    expect(back).to.equal(target);
    expect(intent.startIntentFrom(back!.slice(back!.indexOf('?')))).to.equal(7);
    expect(new URLSearchParams(back!.slice(back!.indexOf('?'))).get('category')).to.equal('Difficult Conversations');
  });

  it('reads only a positive whole number as a scenario to start', () => {
    expect(intent.startIntentFrom('?start=12')).to.equal(12);
    for (const bad of ['', '?start=', '?start=0', '?start=-3', '?start=1.5', '?start=12abc', '?start=%2F%2Fevil', '?start=9999999999']) {
      expect(intent.startIntentFrom(bad), bad).to.equal(null);
    }
  });

  it('leaves the page as it was once the modal has opened', () => {
    expect(intent.withoutStartIntent('/scenarios?category=Sales&start=12')).to.equal('/scenarios?category=Sales');
    expect(intent.withoutStartIntent('/scenario/12?start=12')).to.equal('/scenario/12');
    expect(intent.withoutStartIntent('/scenario/12')).to.equal('/scenario/12');
  });

  it('refuses redirects that leave the site, however they are dressed', () => {
    for (const foreign of ['https://evil.example/', '//evil.example', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', ' /scenarios', '/\t/evil.example', 'http:/evil.example']) {
      expect(redirects.isSafeRedirect(foreign), JSON.stringify(foreign)).to.equal(false);
      expect(redirects.redirectFromSearch(`?redirect=${encodeURIComponent(foreign)}`), JSON.stringify(foreign)).to.equal(null);
    }
  });
});

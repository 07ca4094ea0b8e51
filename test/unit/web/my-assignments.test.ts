import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;
const source = (path: string) => readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8');

type Status = 'notStarted' | 'inProgress' | 'passed' | 'pastDue';
interface Item { status: Status; available: boolean; sessionId: number | null }

const m = {} as {
  assignmentAction(item: Item): { kind: string; sessionId?: number };
  scenarioCount(items: { scenarioId: number }[]): number;
};

before(async () => {
  Object.assign(m, await load('features/assignments/state/assignment-action.ts'));
});

describe('web: the learner\'s "Assignments from your team"', () => {
  const item = (over: Partial<Item> = {}): Item => ({ status: 'notStarted', available: true, sessionId: null, ...over });

  it('continues the session under way instead of starting (and paying for) another one', () => {
    expect(m.assignmentAction(item({ status: 'inProgress', sessionId: 41 }))).to.deep.equal({ kind: 'continue', sessionId: 41 });
    expect(m.assignmentAction(item({ status: 'pastDue', sessionId: 42 }))).to.deep.equal({ kind: 'continue', sessionId: 42 });
    // A retired scenario's session can still be finished (ADR 0031).
    expect(m.assignmentAction(item({ status: 'inProgress', available: false, sessionId: 43 }))).to.deep.equal({ kind: 'continue', sessionId: 43 });
  });

  it('starts an offered scenario otherwise, again once passed, and offers nothing for one no longer offered', () => {
    expect(m.assignmentAction(item())).to.deep.equal({ kind: 'start' });
    expect(m.assignmentAction(item({ status: 'inProgress' })), 'ended, awaiting analysis').to.deep.equal({ kind: 'start' });
    expect(m.assignmentAction(item({ status: 'passed' }))).to.deep.equal({ kind: 'again' });
    expect(m.assignmentAction(item({ available: false }))).to.deep.equal({ kind: 'none' });
  });

  it('the card links Continue to the chat, labelled in both languages', () => {
    const card = source('features/assignments/components/MyAssignments.tsx');
    expect(card).to.match(/action\.kind === 'continue' && \(\s*<Link href=\{simulationPath\(action\.sessionId\)\}/);
    const en = JSON.parse(source('locales/en/assignments.json'));
    const ru = JSON.parse(source('locales/ru/assignments.json'));
    expect([en.continue, en.continueLabel]).to.deep.equal(['Continue', 'Continue practice: {{name}}']);
    expect([ru.continue, ru.continueLabel]).to.deep.equal(['Продолжить', 'Продолжить практику: {{name}}']);
  });

  it('the intro counts scenarios, not assignments', () => {
    expect(m.scenarioCount([{ scenarioId: 7 }, { scenarioId: 8 }, { scenarioId: 7 }])).to.equal(2);
    expect(source('features/assignments/components/MyAssignments.tsx')).to.contain("t('intro', { count: scenarioCount(items) })");
  });

  it('prints pass and best scores as the reader writes numbers (6,5 in Russian)', () => {
    const card = source('features/assignments/components/MyAssignments.tsx');
    expect(card).to.contain("t('passScore', { score: formatScore(item.passScore) })");
    expect(card).to.contain("t('bestScore', { score: formatScore(item.bestScore) })");
  });

  it('puts "no longer offered" on a line of its own under the meta, not beside the status chip (375 px)', () => {
    const card = source('features/assignments/components/MyAssignments.tsx');
    const body = card.slice(card.indexOf('className="my-assignment-body"'), card.indexOf('<AssignmentStatusChip'));
    expect(body).to.contain('className="my-assignment-retired"');
    const css = source('features/assignments/assignments.css');
    expect(css).to.match(/\.my-assignment-retired \{\s*margin: var\(--space-1\) 0 0;/);
    expect(css).to.match(/@media \(max-width: 599\.98px\) \{[^@]*\.my-assignment-body \{\s*grid-column: 1 \/ -1;/);
  });
});

import { readFileSync } from 'node:fs';
import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;
const source = (path: string) => readFileSync(new URL(`../../../web/src/${path}`, import.meta.url), 'utf8');
const json = (path: string) => JSON.parse(source(path)) as Record<string, any>;

type Status = 'notStarted' | 'inProgress' | 'passed' | 'pastDue';
interface Draft { scenarioId: string; dueDate: string; passScore: string; audience: 'team' | 'chosen'; memberIds: number[] }
interface Row { userId: number; email: string; status: Status; bestScore: number | null; lastActivityAt: string | null }
interface Assignment { id: number; counts: Record<Status, number>; members: Row[] }

const m = {} as {
  validateDraft(draft: Draft, now?: Date): Record<string, string>;
  toRequest(draft: Draft): Record<string, unknown>;
  parsePassScore(text: string): number;
  serverFieldErrors(details: unknown): Record<string, string>;
  refusedMembers(details: unknown, sent: { memberIds?: number[] }): { leftTeam: number[]; alreadyAssigned: string[] };
  withoutMember(list: Assignment[], userId: number): Assignment[];
};

before(async () => {
  Object.assign(m, await load('features/team-assignments/state/assignment-form.ts'), await load('features/team-assignments/state/member-left.ts'));
});

/** What the API answers (platform/http: `body.` first, a list's index last; ADR 0036 names a custom rule). */
const notInTeam = (i: number) => ({ path: `body.memberIds.${i}`, message: 'Choose members of your team.' });
const repeat = (path: string, email: string) =>
  ({ path, message: `${email} already has this scenario assigned, due 2027-03-12.`, code: 'custom', problem: 'alreadyAssigned', args: { email, dueDate: '2027-03-12' } });

describe('web: the Admin\'s new-assignment form and the server\'s refusals', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const valid = (): Draft => ({ scenarioId: '3', dueDate: '2026-11-30', passScore: '7', audience: 'chosen', memberIds: [4, 9, 12] });

  it('puts each refusal at its field, from the paths the API really sends', () => {
    expect(m.serverFieldErrors([
      { path: 'body.scenarioId', message: 'Choose a scenario from the catalogue.' },
      { path: 'body.dueDate', message: 'Choose a due date from today on.' },
      notInTeam(1),
    ])).to.deep.equal({ scenarioId: 'scenarioUnknown', dueDate: 'dueDatePast', memberIds: 'membersNotInTeam' });
    expect(m.serverFieldErrors([{ path: 'body.passScore', message: 'Use at most one decimal.', code: 'custom' }])).to.deep.equal({ passScore: 'passScoreRange' });
    expect(m.serverFieldErrors([{ path: 'query.other', message: '?' }, 'nonsense', null])).to.deep.equal({});
  });

  it('says who already has the scenario open; someone no longer in the team is said first', () => {
    expect(m.serverFieldErrors([repeat('body.memberIds.0', 'ann@x.io')])).to.deep.equal({ memberIds: 'alreadyAssigned' });
    expect(m.serverFieldErrors([repeat('body.memberIds', 'ann@x.io'), repeat('body.memberIds', 'bob@x.io')])).to.deep.equal({ memberIds: 'alreadyAssigned' });
    expect(m.serverFieldErrors([repeat('body.memberIds.0', 'ann@x.io'), notInTeam(2)])).to.deep.equal({ memberIds: 'membersNotInTeam' });
    expect(m.serverFieldErrors([notInTeam(2), repeat('body.memberIds.0', 'ann@x.io')])).to.deep.equal({ memberIds: 'membersNotInTeam' });
  });

  it('finds the chosen members who left the team (by the index in what was sent) and who already have it (by email)', () => {
    const details = [notInTeam(1), repeat('body.memberIds.2', 'cy@x.io'), { path: 'body.dueDate', message: 'Choose a due date from today on.' }];
    expect(m.refusedMembers(details, { memberIds: [4, 9, 12] })).to.deep.equal({ leftTeam: [9], alreadyAssigned: ['cy@x.io'] });
    expect(m.refusedMembers([repeat('body.memberIds', 'ann@x.io')], {})).to.deep.equal({ leftTeam: [], alreadyAssigned: ['ann@x.io'] });
    // A shape rule on the list is no one's departure.
    expect(m.refusedMembers([{ path: 'body.memberIds.0', message: 'Too small', code: 'too_small' }], { memberIds: [0] }).leftTeam).to.deep.equal([]);
  });

  it('the form words both in English and Russian', () => {
    for (const lang of ['en', 'ru']) {
      const form = json(`locales/${lang}/teamAssignments.json`).form;
      expect(form.errors.alreadyAssigned, lang).to.contain('{{emails}}');
      expect(form.errors.membersNotInTeam, lang).to.be.a('string');
      expect(form.memberLeft, lang).to.contain('{{email}}');
    }
  });

  it('reads a pass score with a decimal comma as the reader writes it, and sends the number', () => {
    expect(m.parsePassScore('7,5')).to.equal(7.5);
    expect(m.parsePassScore(' 7.5 ')).to.equal(7.5);
    expect(m.parsePassScore('10')).to.equal(10);
    for (const bad of ['', '7,5,1', '7.5.1', '1e1', '-7', 'seven', ',5']) expect(m.parsePassScore(bad), bad).to.be.NaN;
    expect(m.validateDraft({ ...valid(), passScore: '7,5' }, now)).to.deep.equal({});
    expect(m.validateDraft({ ...valid(), passScore: '7,55' }, now).passScore).to.equal('passScoreRange');
    expect(m.toRequest({ ...valid(), passScore: '7,5' })).to.deep.equal({ scenarioId: 3, dueDate: '2026-11-30', passScore: 7.5, memberIds: [4, 9, 12] });
  });

  it('the pass-score field is text for decimals, not a number field that drops the comma', () => {
    const form = source('features/team-assignments/components/AssignmentForm.tsx');
    const field = form.slice(form.indexOf("label={t('form.passScore')}"), form.indexOf("hint={t('form.passScoreHint')}"));
    expect(field).to.contain('type="text"').and.contain('inputMode="decimal"').and.not.contain('type="number"');
  });
});

describe('web: the team\'s assignments once a member is removed', () => {
  const row = (userId: number, status: Status): Row => ({ userId, email: `m${userId}@x.io`, status, bestScore: null, lastActivityAt: null });
  const counts = (over: Partial<Record<Status, number>>) => ({ notStarted: 0, inProgress: 0, passed: 0, pastDue: 0, ...over });

  it('drops the member\'s row and their part of the counts from every assignment', () => {
    const list: Assignment[] = [
      { id: 1, counts: counts({ notStarted: 1, passed: 1 }), members: [row(2, 'passed'), row(3, 'notStarted')] },
      { id: 2, counts: counts({ pastDue: 1 }), members: [row(3, 'pastDue')] },
      { id: 3, counts: counts({ inProgress: 1 }), members: [row(4, 'inProgress')] },
    ];
    const after = m.withoutMember(list, 3);
    expect(after.map((a) => [a.counts, a.members.map((r) => r.userId)])).to.deep.equal([
      [counts({ passed: 1 }), [2]], [counts({}), []], [counts({ inProgress: 1 }), [4]],
    ]);
    expect(after[2]).to.equal(list[2]);
  });

  it('the team page tells the assignments section, through its index (no store of another feature imported)', () => {
    const page = source('features/team/components/TeamPage.tsx');
    expect(page).to.match(/import \{[^}]*memberLeftTeam[^}]*\} from '\.\.\/\.\.\/team-assignments';/);
    expect(page).to.match(/onMemberRemoved\(\(userId\) => void memberLeftTeam\(userId\)\)/);
    expect(source('features/team-assignments/index.ts')).to.contain('memberLeftTeam');
  });
});

describe('web: the Admin\'s assignment card', () => {
  it('prints the pass score as the reader writes numbers, and says when the scenario is no longer offered', () => {
    const card = source('features/team-assignments/components/AssignmentCard.tsx');
    expect(card).to.contain("t('list.passScore', { score: formatScore(assignment.passScore) })");
    expect(card).to.match(/!assignment\.available && <p className="ta-retired">\{t\('list\.noLongerOffered'\)\}/);
    for (const lang of ['en', 'ru']) expect(json(`locales/${lang}/teamAssignments.json`).list.noLongerOffered, lang).to.be.a('string').and.not.empty;
  });
});

import { expect } from 'chai';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type Status = 'notStarted' | 'inProgress' | 'passed' | 'pastDue';
interface Member { id: number | null; email: string; role: 'User' | 'Admin' | 'SuperAdmin'; level: string | null; experiencePoints: number; status: 'active' | 'pending'; invitationId: number | null; invitedAt: string | null; expiresAt: string | null }
interface Draft { scenarioId: string; dueDate: string; passScore: string; audience: 'team' | 'chosen'; memberIds: number[] }

const m = {} as {
  todayUtc(now?: Date): string;
  todayHere(now?: Date): string;
  daysUntil(day: string, now?: Date): number | null;
  isCalendarDay(day: string): boolean;
  formatDay(day: string, locale: string): string;
  assignmentsDue(list: { dueDate: string; counts: Record<Status, number>; available?: boolean }[], now?: Date): number;
  withInvited(list: Member[], invited: Member): Member[];
  wasResent(status: number): boolean;
  teamCounts(list: Pick<Member, 'status'>[]): { members: number; pending: number };
  isRemovable(member: Member): boolean;
  levelOf(member: { level: string | null }): string | null;
  emptyDraft(now?: Date): Draft;
  validateDraft(draft: Draft, now?: Date): Record<string, string>;
  toRequest(draft: Draft): Record<string, unknown>;
  serverFieldErrors(details: unknown): Record<string, string>;
  filenameFromDisposition(header: string | null): string | null;
  invitationMode(invitation: { email: string; existingAccount: boolean; refusal?: string | null }, user: { email: string } | null): string;
  tokenFromSearch(search: string): string | null;
  homeForRole(role: 'User' | 'Admin' | 'SuperAdmin'): string;
  isAdminPath(path: string): boolean;
};

before(async () => {
  Object.assign(
    m,
    await load('lib/due-date.ts'),
    await load('features/admin/state/overview.ts'),
    await load('features/team/state/members.ts'),
    await load('features/team-assignments/state/assignment-form.ts'),
    await load('features/team-analytics/state/csv.ts'),
    await load('lib/download.ts'),
    await load('features/invitation/state/invitation-mode.ts'),
    await load('app/paths.ts'),
  );
});

const member = (over: Partial<Member>): Member => ({
  id: 1, email: 'ann@example.com', role: 'User', level: null, experiencePoints: 0, status: 'active', invitationId: null, invitedAt: null, expiresAt: null, ...over,
});
const counts = (over: Partial<Record<Status, number>> = {}): Record<Status, number> => ({ notStarted: 0, inProgress: 0, passed: 0, pastDue: 0, ...over });

describe('web: the team admin area (R2.9)', () => {
  describe('due dates, counted in UTC days as the server does', () => {
    // 23:30 in UTC-5 is already the next day in UTC: the UTC day is the one that counts.
    const lateEvening = new Date('2026-11-25T04:30:00Z');

    it('takes today from the UTC calendar', () => {
      expect(m.todayUtc(lateEvening)).to.equal('2026-11-25');
    });

    it('takes today on the learner\'s own calendar for what is dated for them (a report)', () => {
      // A local 00:30 on 1 March is that day here, whatever day it is at Greenwich.
      expect(m.todayHere(new Date(2027, 2, 1, 0, 30))).to.equal('2027-03-01');
      expect(m.todayHere(new Date(2026, 11, 31, 23, 59))).to.equal('2026-12-31');
    });

    it('counts whole days to the due date, negative once it has passed', () => {
      expect(m.daysUntil('2026-11-25', lateEvening)).to.equal(0);
      expect(m.daysUntil('2026-12-02', lateEvening)).to.equal(7);
      expect(m.daysUntil('2026-11-20', lateEvening)).to.equal(-5);
      expect(m.daysUntil('not a day', lateEvening)).to.equal(null);
    });

    it('accepts only real calendar days', () => {
      expect(m.isCalendarDay('2028-02-29')).to.equal(true);
      expect(m.isCalendarDay('2026-02-30')).to.equal(false);
      expect(m.isCalendarDay('2026-2-3')).to.equal(false);
    });

    it('writes a due date as its own day in every time zone', () => {
      expect(m.formatDay('2026-11-28', 'en')).to.equal('November 28, 2026');
      expect(m.formatDay('2026-11-28', 'ru')).to.match(/^28 ноября 2026/);
    });
  });

  describe('the overview\'s "assignments due"', () => {
    const now = new Date('2026-11-24T12:00:00Z');

    it('counts assignments due within 7 days or past due that someone has still to pass', () => {
      const due = m.assignmentsDue(
        [
          { dueDate: '2026-11-24', counts: counts({ notStarted: 1 }) }, // today
          { dueDate: '2026-12-01', counts: counts({ inProgress: 2 }) }, // in 7 days
          { dueDate: '2026-11-01', counts: counts({ pastDue: 1, passed: 3 }) }, // past due
          { dueDate: '2026-12-02', counts: counts({ notStarted: 4 }) }, // 8 days away: not yet
          { dueDate: '2026-11-26', counts: counts({ passed: 5 }) }, // everyone passed
          { dueDate: '2026-11-26', counts: counts() }, // nobody to do it
          { dueDate: '2026-11-25', counts: counts({ notStarted: 2 }), available: false }, // no longer offered: nobody can
        ],
        now,
      );
      expect(due).to.equal(3);
    });
  });

  describe('the member list', () => {
    it('appends a new invitation and replaces a re-invited pending one', () => {
      const admin = member({ id: 1, email: 'boss@example.com', role: 'Admin' });
      const pending = member({ id: null, email: 'new@example.com', status: 'pending', invitationId: 7, expiresAt: '2026-12-01T00:00:00Z' });
      const added = m.withInvited([admin], pending);
      expect(added.map((x) => x.email)).to.deep.equal(['boss@example.com', 'new@example.com']);
      const again = m.withInvited(added, { ...pending, invitationId: 8, expiresAt: '2026-12-05T00:00:00Z', email: 'NEW@example.com' });
      expect(again).to.have.length(2);
      expect(again[1]!.invitationId).to.equal(8);
    });

    it('says "sent again" when the server answers 200 to the invite form (the address was pending), "invited" on 201', () => {
      expect(m.wasResent(200)).to.equal(true);
      expect(m.wasResent(201)).to.equal(false);
    });

    it('counts members apart from the invitations still pending, as the overview counts members', () => {
      const pending = member({ id: null, status: 'pending', invitationId: 9 });
      expect(m.teamCounts([member({}), member({ id: 2 }), member({ id: 3 }), pending, pending, pending, pending])).to.deep.equal({ members: 3, pending: 4 });
      expect(m.teamCounts([member({})])).to.deep.equal({ members: 1, pending: 0 });
    });

    it('offers removal only for active members who are not admins', () => {
      expect(m.isRemovable(member({}))).to.equal(true);
      expect(m.isRemovable(member({ role: 'Admin' }))).to.equal(false);
      expect(m.isRemovable(member({ role: 'SuperAdmin' }))).to.equal(false);
      expect(m.isRemovable(member({ id: null, status: 'pending', invitationId: 3 }))).to.equal(false);
    });

    it('leaves an empty level for "Expert" and keeps a set one', () => {
      expect(m.levelOf({ level: null })).to.equal(null);
      expect(m.levelOf({ level: '  ' })).to.equal(null);
      expect(m.levelOf({ level: 'Senior' })).to.equal('Senior');
    });
  });

  describe('the new-assignment form', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const valid = (): Draft => ({ scenarioId: '3', dueDate: '2026-11-30', passScore: '7', audience: 'team', memberIds: [] });

    it('starts due in a week with pass score 7 for the whole team', () => {
      expect(m.emptyDraft(now)).to.deep.equal({ scenarioId: '', dueDate: '2026-12-01', passScore: '7', audience: 'team', memberIds: [] });
    });

    it('accepts a complete draft due today or later', () => {
      expect(m.validateDraft(valid(), now)).to.deep.equal({});
      expect(m.validateDraft({ ...valid(), dueDate: '2026-11-24' }, now)).to.deep.equal({});
    });

    it('names each problem by field', () => {
      expect(m.validateDraft({ scenarioId: '', dueDate: '2026-11-23', passScore: '11', audience: 'chosen', memberIds: [] }, now)).to.deep.equal({
        scenarioId: 'scenarioRequired', dueDate: 'dueDatePast', passScore: 'passScoreRange', memberIds: 'membersRequired',
      });
      expect(m.validateDraft({ ...valid(), dueDate: '' }, now).dueDate).to.equal('dueDateRequired');
      expect(m.validateDraft({ ...valid(), passScore: '6.5' }, now), 'one decimal is fine').to.deep.equal({});
      expect(m.validateDraft({ ...valid(), passScore: '6.55' }, now).passScore).to.equal('passScoreRange');
      expect(m.validateDraft({ ...valid(), passScore: 'seven' }, now).passScore).to.equal('passScoreRange');
      expect(m.validateDraft({ ...valid(), passScore: '0' }, now).passScore).to.equal('passScoreRange');
    });

    it('sends members only when chosen (the whole team includes people who join later)', () => {
      expect(m.toRequest(valid())).to.deep.equal({ scenarioId: 3, dueDate: '2026-11-30', passScore: 7 });
      expect(m.toRequest({ ...valid(), audience: 'chosen', memberIds: [4, 9] })).to.deep.equal({ scenarioId: 3, dueDate: '2026-11-30', passScore: 7, memberIds: [4, 9] });
    });

    it('reads the server\'s field errors', () => {
      expect(m.serverFieldErrors([{ path: ['dueDate'], message: 'Choose a due date from today on.' }, { path: ['memberIds', 0] }, { path: ['other'] }])).to.deep.equal({
        dueDate: 'dueDatePast', memberIds: 'membersNotInTeam',
      });
      expect(m.serverFieldErrors(undefined)).to.deep.equal({});
    });
  });

  describe('the CSV file name', () => {
    it('takes the quoted or bare filename of Content-Disposition', () => {
      expect(m.filenameFromDisposition('attachment; filename="team-progress-2026-11-24.csv"')).to.equal('team-progress-2026-11-24.csv');
      expect(m.filenameFromDisposition('attachment; filename=report.csv')).to.equal('report.csv');
    });

    it('prefers filename* and never keeps a path', () => {
      expect(m.filenameFromDisposition("attachment; filename=\"x.csv\"; filename*=UTF-8''%D0%BE%D1%82%D1%87%D1%91%D1%82.csv")).to.equal('отчёт.csv');
      expect(m.filenameFromDisposition('attachment; filename="../../etc/passwd"')).to.equal('passwd');
    });

    it('has no name without the header', () => {
      expect(m.filenameFromDisposition(null)).to.equal(null);
      expect(m.filenameFromDisposition('attachment')).to.equal(null);
    });
  });

  describe('the invitation page', () => {
    const invitation = { email: 'New@Example.com', existingAccount: false };

    it('asks a new person for a password and an existing one to sign in', () => {
      expect(m.invitationMode(invitation, null)).to.equal('newAccount');
      expect(m.invitationMode({ ...invitation, existingAccount: true }, null)).to.equal('signIn');
    });

    it('says why an account that cannot join cannot, whoever is signed in, and offers nothing to answer with', () => {
      for (const [refusal, existingAccount] of [['TEAM.OTHER_ORGANISATION', true], ['TEAM.ADMIN_NOT_INVITABLE', true], ['TEAM.ADDRESS_ON_HOLD', false]] as const) {
        const refused = { ...invitation, existingAccount, refusal };
        expect(m.invitationMode(refused, null)).to.equal('refused');
        expect(m.invitationMode(refused, { email: 'new@example.com' })).to.equal('refused');
        expect(m.invitationMode(refused, { email: 'someone@example.com' })).to.equal('refused');
      }
      expect(m.invitationMode({ ...invitation, refusal: null }, null)).to.equal('newAccount');
    });

    it('lets only the invited address answer', () => {
      expect(m.invitationMode({ ...invitation, existingAccount: true }, { email: 'new@example.com' })).to.equal('respond');
      expect(m.invitationMode(invitation, { email: 'someone@example.com' })).to.equal('wrongAccount');
    });

    it('reads the token from the link', () => {
      expect(m.tokenFromSearch('?token=abc%2Bdef')).to.equal('abc+def');
      expect(m.tokenFromSearch('?token=')).to.equal(null);
      expect(m.tokenFromSearch('')).to.equal(null);
    });
  });

  describe('where people land', () => {
    it('sends Admins to the team overview, SuperAdmins to their console, others Home', () => {
      expect(m.homeForRole('Admin')).to.equal('/admin/dashboard');
      expect(m.homeForRole('SuperAdmin')).to.equal('/superadmin/dashboard/users');
      expect(m.homeForRole('User')).to.equal('/');
    });

    it('knows the admin area by its paths', () => {
      expect(m.isAdminPath('/admin/team')).to.equal(true);
      expect(m.isAdminPath('/admin')).to.equal(true);
      expect(m.isAdminPath('/administrator')).to.equal(false);
    });
  });
});

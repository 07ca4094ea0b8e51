import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { editableFields } from '#src/modules/identity/application/people-views.ts';

// Loaded at run time: web/ is type-checked by its own tsconfig (see conversation.test.ts).
const load = <T>(path: string): Promise<T> => import(new URL(`../../../web/src/${path}`, import.meta.url).href) as Promise<T>;

type Role = 'User' | 'Admin' | 'SuperAdmin';
interface Filters { search: string; role: '' | Role; orgId: string }
interface Sort { sortBy: string; sortDir: 'asc' | 'desc' }
type Form = Record<string, string | boolean>;
const m = {} as {
  usersQuery(filters: Filters, sort: Sort, page: number, pageSize?: number): string;
  nextSort(current: Sort, column: string): Sort;
  ariaSort(sort: Sort, column: string): string | undefined;
  isSortable(column: string): boolean;
  columnClass(column: string): string;
  USER_COLUMNS: readonly string[];
  NO_USER_FILTERS: Filters;
  DEFAULT_SORT: Sort;
  USERS_PAGE_SIZE: number;
  SEARCH_DEBOUNCE_MS: number;
  PRESENCE_TONE: Record<string, string>;
  pagedQuery(page: number, filters?: Record<string, string>, pageSize?: number): string;
  toLocalInput(iso: string | null): string;
  fromLocalInput(value: string): string | null | undefined;
  formatDuration(seconds: number | null, units: { m: string; s: string }): string;
  formOf(user: Record<string, unknown>): Form;
  validateEditUser(form: Form): Record<string, { key: string; max?: number }>;
  requestOf(form: Form, user: Record<string, unknown>): Record<string, unknown>;
  changesOf(before: Record<string, unknown>, after: Record<string, unknown>): { field: string; before: string; after: string; secret: boolean }[];
  valueNameKey(field: string, value: string): string | null;
  byCommandLine(entry: { actorId: number | null; actorEmail: string }): boolean;
  serverFieldProblems(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): Record<string, string>;
  newPasswordProblem(password: string, confirmation: string): string | null;
  pageCount(total: number, pageSize: number): number;
  fallbackExportName(now?: Date): string;
  uptimeParts(seconds: number): { unit: string; value: number }[];
  canSubmitPasswordChange(form: { currentPassword: string; newPassword: string; confirmPassword: string }): boolean;
  sectionFor(path: string): { to: string } | undefined;
  CONSOLE_SECTIONS: readonly { to: string }[];
  superadminUserPath(id: number): string;
  superadminSessionPath(id: number): string;
  ApiError: new (status: number, code: string, message: string, details?: unknown) => Error;
  queryRefusal(error: unknown, t: (key: string, options?: Record<string, unknown>) => string, labels: Record<string, string>): { fields: string[]; text: string } | null;
  FILTER_LABELS: Record<string, string>;
  SEARCH_MAX_LENGTH: number;
  createPagedList<T>(noFilters: Record<string, string>, fetch: (userId: number, query: string, signal: AbortSignal) => Promise<unknown>): {
    state: { status: string; data: unknown };
    open(userId: number): void;
    setFilter(key: string, value: string): void;
  };
  ROUTES: Record<string, string>;
};

before(async () => {
  Object.assign(
    m,
    await load('features/people/state/users-query.ts'),
    await load('features/people/state/paged-query.ts'),
    await load('features/people/state/local-time.ts'),
    await load('features/people/state/edit-user.ts'),
    await load('features/people/state/audit-changes.ts'),
    await load('features/people/state/server-problems.ts'),
    await load('features/people/state/paged-list.ts'),
    await load('features/console-settings/state/system-facts.ts'),
    await load('features/superadmin/state/sections.ts'),
    await load('lib/validation.ts'),
    await load('lib/page-window.ts'),
    await load('lib/api-error.ts'),
    await load('app/paths.ts'),
  );
});

const resource = (language: string, namespace: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../web/src/locales/${language}/${namespace}.json`, import.meta.url), 'utf8'));

/** A user as GET /api/superadmin/users/{id} answers (only what the form reads). */
const USER = {
  id: 7, email: 'ann@example.com', role: 'User', level: null, organizationId: 3, experiencePoints: 120, subscriptionTier: 'Premium',
  subscriptionExpiresAt: '2027-01-31T21:00:00.000Z', sessionCountThisMonth: 4, coachSessionCountThisMonth: 1, monthlyResetDate: '2026-12-01T00:00:00.000Z',
  locale: 'ru', emailVerified: true, emailVerificationToken: null, emailVerificationSentAt: null, emailVerificationExpiresAt: null,
  emailVerifiedAt: '2026-10-02T09:30:00.000Z', avatar: null, firstName: 'Ann', gender: null, inviteToken: null, invitedAt: null, invitedByUserId: null,
  registeredAt: '2026-10-01T08:00:07.123Z', totalSessions: 9,
};

describe('web: the SuperAdmin people console (SPEC §2, §5, §9)', () => {
  describe('the Users list query', () => {
    it('asks for 20 a page sorted by email ascending, with no filter by default', () => {
      expect(m.USERS_PAGE_SIZE).to.equal(20);
      expect(m.SEARCH_DEBOUNCE_MS).to.equal(400);
      expect(m.usersQuery(m.NO_USER_FILTERS, m.DEFAULT_SORT, 1)).to.equal('page=1&pageSize=20&sortBy=email&sortDir=asc');
    });

    it('sends the trimmed search, the role and the organisation only when set', () => {
      const query = new URLSearchParams(m.usersQuery({ search: '  Ann@ ', role: 'Admin', orgId: '3' }, { sortBy: 'lastLoginAt', sortDir: 'desc' }, 4));
      expect(Object.fromEntries(query)).to.deep.equal({ page: '4', pageSize: '20', sortBy: 'lastLoginAt', sortDir: 'desc', search: 'Ann@', role: 'Admin', orgId: '3' });
      expect(new URLSearchParams(m.usersQuery({ search: '   ', role: '', orgId: '' }, m.DEFAULT_SORT, 1)).has('search')).to.equal(false);
    });

    it('turns the sorted column around and sorts a new one ascending; aria-sort names only the sorted one', () => {
      const byEmail = m.DEFAULT_SORT;
      expect(m.nextSort(byEmail, 'email')).to.deep.equal({ sortBy: 'email', sortDir: 'desc' });
      expect(m.nextSort({ sortBy: 'email', sortDir: 'desc' }, 'email')).to.deep.equal({ sortBy: 'email', sortDir: 'asc' });
      expect(m.nextSort({ sortBy: 'email', sortDir: 'desc' }, 'registeredAt')).to.deep.equal({ sortBy: 'registeredAt', sortDir: 'asc' });
      expect(m.ariaSort(byEmail, 'email')).to.equal('ascending');
      expect(m.ariaSort({ sortBy: 'role', sortDir: 'desc' }, 'role')).to.equal('descending');
      expect(m.ariaSort(byEmail, 'role')).to.equal(undefined);
    });

    it("has SPEC §2's columns in order; Status and Actions do not sort", () => {
      expect(m.USER_COLUMNS).to.deep.equal(['email', 'role', 'organization', 'registeredAt', 'lastLoginAt', 'presence', 'lastHeartbeatAt',
        'completedScenarios', 'incompleteScenarios', 'emailVerified', 'actions']);
      expect(m.USER_COLUMNS.filter(m.isSortable)).to.not.include.members(['presence', 'actions']);
      expect(m.USER_COLUMNS.filter(m.isSortable)).to.have.length(9);
    });

    it('lets only secondary columns give way on a narrower screen: who, role, organisation, status, verified and Show stay', () => {
      expect(m.USER_COLUMNS.filter((column) => m.columnClass(column).includes('people-col-secondary')))
        .to.deep.equal(['lastLoginAt', 'lastHeartbeatAt', 'completedScenarios', 'incompleteScenarios']);
      expect(m.columnClass('actions')).to.equal('people-col-actions');
      // The stylesheet hides them, and pins Show, by these very classes.
      const css = readFileSync(new URL('../../../web/src/features/people/people.css', import.meta.url), 'utf8');
      expect(css).to.match(/@container \(max-width: 75rem\) \{\s*\.people-table \.people-col-secondary \{\s*display: none;/);
      expect(css).to.match(/\.people-table \.people-col-actions \{\s*position: sticky;/);
    });

    it('colours presence as SPEC §4 says: Online green, Recently Active info, Today warning, Offline grey', () => {
      expect(m.PRESENCE_TONE).to.deep.equal({ Online: 'badge-green', RecentlyActive: 'badge-blue', Today: 'badge-yellow', Offline: 'badge-neutral', Never: 'badge-neutral' });
    });

    it('pages only when there is more than one page', () => {
      expect(m.pageCount(0, 20)).to.equal(1);
      expect(m.pageCount(20, 20)).to.equal(1);
      expect(m.pageCount(21, 20)).to.equal(2);
    });
  });

  describe("a user's lists", () => {
    it('leaves out blank filters and "all", and keeps whole days as they are', () => {
      expect(m.pagedQuery(1)).to.equal('page=1&pageSize=20');
      expect(Object.fromEntries(new URLSearchParams(m.pagedQuery(2, { status: 'all', dateFrom: '2026-11-01', dateTo: '' })))).to.deep.equal({
        page: '2', pageSize: '20', dateFrom: '2026-11-01',
      });
      expect(new URLSearchParams(m.pagedQuery(1, { status: 'completed' })).get('status')).to.equal('completed');
    });

    it('shows durations as minutes and seconds', () => {
      const units = { m: 'm', s: 's' };
      expect(m.formatDuration(754, units)).to.equal('12m 34s');
      expect(m.formatDuration(34, units)).to.equal('34s');
      expect(m.formatDuration(null, units)).to.equal('—');
    });

    it("lists an audit entry's changed fields, before and after, nothing shown as a dash", () => {
      expect(m.changesOf({ role: 'User', level: null }, { role: 'Admin', level: 'Lead', emailVerified: true })).to.deep.equal([
        { field: 'role', before: 'User', after: 'Admin', secret: false },
        { field: 'level', before: '—', after: 'Lead', secret: false },
        { field: 'emailVerified', before: '—', after: 'true', secret: false },
      ]);
      // A password is never shown, not even as its "(changed)" marker twice: only that it changed.
      expect(m.changesOf({ password: '(changed)' }, { password: '(changed)' })[0]!.secret).to.equal(true);
    });

    it('names roles, plans and languages in the reader\'s language, and the CLI\'s operator as the command line', () => {
      expect(m.valueNameKey('role', 'SuperAdmin')).to.equal('common:roles.SuperAdmin');
      expect(m.valueNameKey('subscriptionTier', 'Free')).to.equal('people:tier.Free');
      expect(m.valueNameKey('locale', 'ru')).to.equal('people:edit.locales.ru');
      // Anything else, or a value the console has no word for, shows as stored.
      for (const [field, value] of [['role', 'Root'], ['level', 'User'], ['organization', 'Premium'], ['locale', '—']]) {
        expect(m.valueNameKey(field!, value!), `${field}=${value}`).to.equal(null);
      }
      for (const language of ['en', 'ru']) {
        const resources = { people: resource(language, 'people'), common: resource(language, 'common') } as Record<string, unknown>;
        for (const [field, values] of [['role', ['User', 'Admin', 'SuperAdmin']], ['subscriptionTier', ['Free', 'Premium']], ['locale', ['en', 'ru']]] as const) {
          for (const value of values) {
            const [ns, path] = m.valueNameKey(field, value)!.split(':') as [string, string];
            const text = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], resources[ns]);
            expect(text, `${language} ${ns}:${path}`).to.be.a('string').that.is.not.empty;
          }
        }
      }
      expect(m.byCommandLine({ actorId: null, actorEmail: 'cli' })).to.equal(true);
      // A SuperAdmin's entry keeps their address, even once their account is gone (actorId null).
      expect(m.byCommandLine({ actorId: 1, actorEmail: 'root@example.com' })).to.equal(false);
      expect(m.byCommandLine({ actorId: null, actorEmail: 'root@example.com' })).to.equal(false);
    });

    it('has a label in both languages for every field the server writes to the trail', () => {
      const user = { organization: null, registeredAt: new Date(), emailVerificationSentAt: null, emailVerificationExpiresAt: null, emailVerifiedAt: null, invitedAt: null };
      const plan = { subscriptionExpiresAt: null, monthlyResetDate: new Date(), stored: true };
      const editable = Object.keys(editableFields(user as never, plan as never));
      // The CLI's and the create/delete entries name the organisation by name; a password change names the password.
      const fields = [...editable, 'organization', 'password'];
      for (const language of ['en', 'ru']) {
        const labels = (resource(language, 'people') as { fields: Record<string, string> }).fields;
        expect(fields.filter((field) => !labels[field]), language).to.deep.equal([]);
      }
    });
  });

  describe('Edit User (SPEC §5)', () => {
    it('round-trips a moment through the datetime-local box to the minute', () => {
      const local = m.toLocalInput('2026-11-24T10:15:00.000Z');
      expect(local).to.match(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      expect(m.fromLocalInput(local)).to.equal('2026-11-24T10:15:00.000Z');
      expect(m.toLocalInput(null)).to.equal('');
      expect(m.fromLocalInput('')).to.equal(null);
      expect(m.fromLocalInput('24.11.2026')).to.equal(undefined);
    });

    it('fills the form from the user and sends it back unchanged', () => {
      const form = m.formOf(USER);
      expect(form.level).to.equal('');
      expect(form.organizationId).to.equal('3');
      expect(m.validateEditUser(form)).to.deep.equal({});
      const body = m.requestOf(form, USER);
      expect(body).to.include({ email: 'ann@example.com', role: 'User', level: null, organizationId: 3, experiencePoints: 120, subscriptionTier: 'Premium',
        sessionCountThisMonth: 4, coachSessionCountThisMonth: 1, locale: 'ru', emailVerified: true, firstName: 'Ann', gender: null, invitedByUserId: null, totalSessions: 9 });
      // Dates travel as ISO; one left alone goes back to the millisecond, though its box holds only minutes.
      expect(body.subscriptionExpiresAt).to.equal('2027-01-31T21:00:00.000Z');
      expect(body.emailVerifiedAt).to.equal('2026-10-02T09:30:00.000Z');
      expect(body.registeredAt).to.equal('2026-10-01T08:00:07.123Z');
      expect(body.invitedAt).to.equal(null);
      // One changed in its box is sent as the box says.
      const moved = m.toLocalInput('2026-09-30T08:00:00.000Z');
      expect(m.requestOf({ ...form, registeredAt: moved }, USER).registeredAt).to.equal('2026-09-30T08:00:00.000Z');
    });

    it('turns empty texts into null and empty numbers into 0, and leaves an empty reset date to the server (null: the month starts now)', () => {
      const body = m.requestOf({ ...m.formOf(USER), firstName: '  ', experiencePoints: '', monthlyResetDate: '', organizationId: '' }, USER);
      expect(body).to.include({ firstName: null, experiencePoints: 0, monthlyResetDate: null, organizationId: null });
    });

    it('refuses what SPEC §5 refuses, each field with its own reason', () => {
      const problems = m.validateEditUser({
        ...m.formOf(USER), email: 'not an address', level: 'x'.repeat(101), avatar: 'y'.repeat(501), gender: 'z'.repeat(51),
        experiencePoints: '-1', totalSessions: '2.5', invitedByUserId: '0', emailVerificationToken: 't'.repeat(256), invitedAt: 'yesterday',
      });
      expect(problems).to.deep.equal({
        email: { key: 'emailInvalid' }, level: { key: 'tooLong', max: 100 }, avatar: { key: 'tooLong', max: 500 }, gender: { key: 'tooLong', max: 50 },
        emailVerificationToken: { key: 'tooLong', max: 255 }, experiencePoints: { key: 'wholeNumber' }, totalSessions: { key: 'wholeNumber' },
        invitedByUserId: { key: 'userId' }, invitedAt: { key: 'date' },
      });
      expect(m.validateEditUser({ ...m.formOf(USER), email: ' ' })).to.deep.equal({ email: { key: 'emailRequired' } });
      expect(m.validateEditUser({ ...m.formOf(USER), firstName: 'x'.repeat(100), invitedByUserId: '1' })).to.deep.equal({});
    });

    it('takes only an http(s) web address as the avatar, or none', () => {
      for (const avatar of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://files.example/a.png', 'img.example/a.png']) {
        expect(m.validateEditUser({ ...m.formOf(USER), avatar }), avatar).to.deep.equal({ avatar: { key: 'webAddress' } });
      }
      for (const avatar of ['', '  ', 'https://img.example/a.png', 'HTTP://img.example/a.png']) {
        expect(m.validateEditUser({ ...m.formOf(USER), avatar }), avatar).to.deep.equal({});
      }
    });

    it("reads the server's field problems from a refusal's details, and nothing from one without", () => {
      // A t() that names the key it was asked for (English resources word "unnamed" as the server's sentence).
      const t = (key: string, options?: Record<string, unknown>) => (key === 'common:errors.field.unnamed' ? String(options!.message) : `${key} ${JSON.stringify(options)}`);
      const refused = new m.ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [
        { path: 'body.email', message: 'Email looks wrong to a test.' },
        { path: 'body.level', message: 'Level must be at most 100 characters.', code: 'too_big', origin: 'string', limit: 100 },
        { path: 'body.level', message: 'A second problem with the level.' },
      ]);
      expect(m.serverFieldProblems(refused, t)).to.deep.equal({ email: 'Email looks wrong to a test.', level: 'common:errors.field.tooLong {"count":100}' });
      expect(m.serverFieldProblems(new m.ApiError(409, 'IDENTITY.EMAIL_TAKEN', 'taken'), t)).to.deep.equal({});
      expect(m.serverFieldProblems(new Error('boom'), t)).to.deep.equal({});
    });
  });

  describe('a refused list query (QA: a search over 254 characters read as "could not be loaded")', () => {
    const t = (key: string, options?: Record<string, unknown>) =>
      key === 'people:list.refusedField' ? `${String(options!.field)}: ${String(options!.problem)}` : `${key}${options ? ` ${JSON.stringify(options)}` : ''}`;

    it("names the refused filter by its label and says why, in the reader's words", () => {
      expect(m.SEARCH_MAX_LENGTH).to.equal(254);
      const tooLong = new m.ApiError(400, 'VALIDATION_FAILED', 'The request is not valid.', [
        { path: 'query.search', message: 'Too big: expected string to have <=254 characters', code: 'too_big', origin: 'string', limit: 254 },
      ]);
      expect(m.queryRefusal(tooLong, t, m.FILTER_LABELS)).to.deep.equal({
        fields: ['search'], text: 'filters.search: common:errors.field.tooLong {"count":254}',
      });
      // A query field the page has no label for still says its problem; an empty refusal says the general sentence.
      const odd = new m.ApiError(400, 'VALIDATION_FAILED', 'x', [{ path: 'query.pageSize', message: 'm', code: 'too_big', origin: 'number', limit: 100 }]);
      expect(m.queryRefusal(odd, t, m.FILTER_LABELS)!.text).to.equal('common:errors.field.tooLarge {"count":100}');
      expect(m.queryRefusal(new m.ApiError(400, 'VALIDATION_FAILED', 'x'), t, m.FILTER_LABELS)!.text).to.equal('common:errors.codes.validationFailed');
    });

    it('leaves any other failure to the load-failed sentence and its Try again', () => {
      for (const error of [new m.ApiError(500, 'INTERNAL', 'boom'), new m.ApiError(0, 'NETWORK_ERROR', ''), new Error('boom'), null]) {
        expect(m.queryRefusal(error, t, m.FILTER_LABELS)).to.equal(null);
      }
    });

    it('words the refusal in both languages', () => {
      for (const language of ['en', 'ru']) {
        const list = (resource(language, 'people') as { list: Record<string, string> }).list;
        expect(list.refusedField, language).to.contain('{{field}}').and.contain('{{problem}}');
      }
    });
  });

  describe("a user's date range (QA: From after To asked the server, which refused it)", () => {
    it('asks nothing while From is after To, and asks again once the range reads forwards', async () => {
      const asked: string[] = [];
      const list = m.createPagedList({ dateFrom: '', dateTo: '' }, (_id, query) => {
        asked.push(query);
        return Promise.resolve({ items: [], total: 0, page: 1, pageSize: 20 });
      });
      list.open(7);
      list.setFilter('dateTo', '2026-11-01');
      list.setFilter('dateFrom', '2026-11-05');
      expect(list.state.status).to.equal('invalid');
      expect(asked).to.have.length(2);
      list.setFilter('dateTo', '2026-11-05'); // the same day both ends: a range of one day
      await Promise.resolve();
      expect(asked).to.have.length(3);
      expect(new URLSearchParams(asked[2]).get('dateFrom')).to.equal('2026-11-05');
      expect(list.state.status).to.not.equal('invalid');
    });
  });

  describe('passwords (SPEC §5)', () => {
    it('wants at least 6 characters, then the same twice', () => {
      expect(m.newPasswordProblem('12345', '12345')).to.equal('tooShort');
      expect(m.newPasswordProblem('123456', '123457')).to.equal('mismatch');
      expect(m.newPasswordProblem('123456', '123456')).to.equal(null);
    });

    it("keeps the SuperAdmin's own Change Password button off until all are filled and the new ones agree", () => {
      expect(m.canSubmitPasswordChange({ currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' })).to.equal(false);
      expect(m.canSubmitPasswordChange({ currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' })).to.equal(false);
      expect(m.canSubmitPasswordChange({ currentPassword: 'old', newPassword: '', confirmPassword: '' })).to.equal(false);
      expect(m.canSubmitPasswordChange({ currentPassword: 'old', newPassword: 'abc', confirmPassword: 'abc' })).to.equal(true);
    });
  });

  describe('Account Settings', () => {
    it('names the export as the server does when it does not say', () => {
      expect(m.fallbackExportName(new Date('2026-11-24T23:30:00.000Z'))).to.equal('rapport-export-2026-11-24.json');
    });

    it('shows uptime as its two largest units', () => {
      expect(m.uptimeParts(30)).to.deep.equal([{ unit: 'm', value: 0 }]);
      expect(m.uptimeParts(7 * 60)).to.deep.equal([{ unit: 'm', value: 7 }]);
      expect(m.uptimeParts(5 * 3600 + 12 * 60)).to.deep.equal([{ unit: 'h', value: 5 }, { unit: 'm', value: 12 }]);
      expect(m.uptimeParts(3 * 86400 + 4 * 3600 + 59)).to.deep.equal([{ unit: 'd', value: 3 }, { unit: 'h', value: 4 }]);
      expect(m.uptimeParts(2 * 86400 + 5 * 60)).to.deep.equal([{ unit: 'd', value: 2 }]);
    });
  });

  describe('the console', () => {
    it('lists every console section in SPEC order, and finds the section of any path under them', () => {
      expect(m.CONSOLE_SECTIONS.map((s) => s.to)).to.deep.equal([
        '/superadmin/dashboard/users', '/superadmin/dashboard/scenarios', '/superadmin/dashboard/analysis', '/superadmin/dashboard/system',
        '/superadmin/dashboard/hacking-attempts', '/superadmin/dashboard/logs', '/superadmin/dashboard/settings',
      ]);
      expect(m.sectionFor('/superadmin/users')?.to).to.equal('/superadmin/dashboard/users');
      expect(m.sectionFor(m.superadminUserPath(12))?.to).to.equal('/superadmin/dashboard/users');
      expect(m.sectionFor('/superadmin/dashboard/usersx')).to.equal(undefined);
      expect(m.sectionFor(m.superadminSessionPath(5))).to.equal(undefined);
      expect(m.superadminSessionPath(5)).to.equal('/superadmin/dashboard/sessions/5');
    });

    it('opens at /superadmin too (QA: a 404 page), a path of the console', () => {
      expect(m.ROUTES.superadminRoot).to.equal('/superadmin');
    });
  });
});

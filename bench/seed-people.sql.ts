// The statements behind bench/seed-people.ts, run in order on one connection inside one transaction.
// Rows are generated in temporary tables first and inserted in time order, so ids grow with time as
// they do on a live server (what "newest first" pages and their indexes meet in practice).

export interface SeedSize { users: number; organizations: number; sessions: number; logins: number; audit: number }
/** Columns that later migrations add, filled when the schema has them. */
export interface SeedSchema { userCounters: boolean; messageUserId: boolean; auditEntries: boolean; resetDay: boolean }

const list = (words: string[]) => `array[${words.map((w) => `'${w.replaceAll("'", "''")}'`).join(', ')}]`;
/** One element of `words`, picked by a value in [0, 1). */
const pick = (words: string[], r: string) => `(${list(words)})[1 + floor(${r} * ${words.length})::int]`;

const FIRST = ['anna', 'ivan', 'olga', 'dmitry', 'maria', 'sergey', 'elena', 'alexey', 'natalia', 'pavel', 'irina', 'nikolai',
  'emma', 'james', 'olivia', 'william', 'sophia', 'lucas', 'mia', 'henry', 'amelia', 'jack', 'grace', 'leo'];
const LAST = ['ivanov', 'smirnova', 'kuznetsov', 'popova', 'sokolov', 'lebedeva', 'kozlov', 'novikova', 'morozov', 'petrova',
  'smith', 'johnson', 'brown', 'taylor', 'wilson', 'davies', 'evans', 'thomas', 'roberts', 'walker', 'wright', 'green', 'hall', 'wood'];
const DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.example', 'acme.example', 'globex.example', 'initech.example',
  'umbrella.example', 'hooli.example', 'vandelay.example', 'soylent.example', 'tyrell.example', 'yandex.example', 'corp.example',
  'inbox.example', 'post.example'];
const ORG_A = ['Acme', 'Globex', 'Initech', 'Umbrella', 'Hooli', 'Vandelay', 'Soylent', 'Tyrell', 'Northwind', 'Contoso'];
const ORG_B = ['Logistics', 'Retail', 'Bank', 'Clinic', 'Studio', 'Labs', 'Foods', 'Motors', 'Energy', 'Media'];
const PERSONAS = ['Marina', 'Oleg', 'Sarah', 'Tom', 'Vera', 'Igor', 'Kate', 'Daniel'];
const AGENTS = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) Safari/605.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0'];
const LEARNER = {
  en: ['I understand why this is frustrating, and I want to fix it with you.', 'Could you tell me more about what happened last week?',
    'Let me make sure I got this right: the delivery was late twice and nobody called you back.', 'What would a good outcome look like for you?',
    'I hear you. Here is what I can do today, and here is what I need from you so we can keep this from happening again: a list of the orders that were affected, the dates, and who you spoke to each time.',
    'Thanks for being direct with me.'],
  ru: ['Понимаю, почему это вас расстроило, и хочу решить это вместе.', 'Расскажите, пожалуйста, что произошло на прошлой неделе?',
    'Давайте уточню: доставка дважды опоздала, и вам никто не перезвонил.', 'Каким был бы для вас хороший результат?',
    'Я вас слышу. Вот что я могу сделать сегодня, и вот что мне нужно от вас, чтобы это не повторилось: список затронутых заказов, даты и с кем вы говорили каждый раз.',
    'Спасибо, что говорите прямо.'],
};
const CHARACTER = {
  en: ['This is the third time this month. I am running out of patience.', 'Fine. But I need a date, not another promise.',
    'Nobody told me anything until I called myself.', 'That would help, if it actually happens this time.', 'Okay. Let us see.'],
  ru: ['Это уже третий раз за месяц. Моё терпение на исходе.', 'Хорошо. Но мне нужна дата, а не очередное обещание.',
    'Мне никто ничего не сказал, пока я сам не позвонил.', 'Это помогло бы, если на этот раз действительно получится.', 'Ладно. Посмотрим.'],
};
const FEEDBACK = {
  en: "jsonb_build_object('empathy', 'You named the other person''s frustration before offering a fix.', 'clarity', 'Your proposals were concrete and short.', 'problemSolving', 'You agreed on a next step with a date.', 'composure', 'You stayed calm when the tone rose.', 'activeListening', 'You summarised their account before answering.')",
  ru: "jsonb_build_object('empathy', 'Вы назвали раздражение собеседника, прежде чем предлагать решение.', 'clarity', 'Ваши предложения были конкретными и короткими.', 'problemSolving', 'Вы договорились о следующем шаге с датой.', 'composure', 'Вы сохраняли спокойствие, когда тон повышался.', 'activeListening', 'Вы пересказали его слова, прежде чем ответить.')",
};

export function seedStatements(size: SeedSize, schema: SeedSchema): [label: string, sql: string][] {
  const N = size.users;
  /** The k-th most active user (k = 1 the most) as a row number of seed_users: a fixed scatter, so activity is not tied to age. */
  const scatter = (k: string) => `1 + ((${k})::bigint * 7919) % ${N}`;
  const score = (salt: number) => `round((3 + 6.5 * pg_temp.rnd(p.id, ${salt}))::numeric, 1)::float8`;
  const counters = schema.userCounters ? ', completed_scenarios, incomplete_scenarios' : '';
  return [
    ['helpers', `create function pg_temp.rnd(n bigint, salt int) returns float8 language sql immutable parallel safe
      as $$ select (hashint8(n * 1000 + salt) & 2147483647)::float8 / 2147483648.0 $$`],
    ['bases', `create temp table seed_base on commit drop as select
      coalesce((select max(id) from users), 0) as ubase, coalesce((select max(id) from practice_sessions), 0) as sbase,
      coalesce((select max(id) from organizations), 0) as obase`],
    ['organizations', `insert into organizations (name, created_at)
      select ${pick(ORG_A, 'pg_temp.rnd(g, 1)')} || ' ' || ${pick(ORG_B, 'pg_temp.rnd(g, 2)')} || ' ' || g, now() - pg_temp.rnd(g, 3) * interval '900 days'
      from generate_series(1, ${size.organizations}) g order by 2`],
    ['organization list', `create temp table seed_orgs on commit drop as
      select row_number() over (order by o.id) as n, o.id, o.created_at from organizations o, seed_base b where o.id > b.obase`],
    ['scenario list', `create temp table seed_scenarios on commit drop as select row_number() over (order by id) as n, id from scenarios`],
    // Three SuperAdmins (the first is the bench's sign-in), ~1% Admins (in organisations), 65% in one of the
    // organisations (sizes skewed: a few big ones, many small), 75% verified, 8% never signed in.
    ['users (draft)', `create temp table seed_users on commit drop as
      select b.ubase + row_number() over (order by t.reg, g) as id, g, t.reg, r.*, o.id as org_id
      from generate_series(1, ${N}) g cross join seed_base b
      cross join lateral (select pg_temp.rnd(g, 4) as r_verified, pg_temp.rnd(g, 5) as r_never, pg_temp.rnd(g, 6) as r_login,
        pg_temp.rnd(g, 7) as r_heartbeat, pg_temp.rnd(g, 8) as r_locale, pg_temp.rnd(g, 9) as r_first, pg_temp.rnd(g, 10) as r_last,
        pg_temp.rnd(g, 11) as r_domain, pg_temp.rnd(g, 12) as r_in_org, pg_temp.rnd(g, 13) as r_org, pg_temp.rnd(g, 14) as r_xp) r
      cross join lateral (select case when g <= 3 then now() - interval '800 days' + g * interval '1 day'
        else now() - pg_temp.rnd(g, 15) * interval '730 days' end as reg) t
      left join seed_orgs o on g > 3 and r.r_in_org < 0.65 and o.n = 1 + floor(${size.organizations} * r.r_org ^ 2)::int`],
    ['users (index)', 'alter table seed_users add primary key (g); analyze seed_users'],
    // The k-th session's learner is the scatter of k ~ N·u³: the busiest learner has ~2% of all sessions.
    ['sessions (draft)', `create temp table seed_sessions on commit drop as
      select s, u.id as user_id, u.reg, u.r_locale, sc.id as scenario_id, r.*, t.started_at
      from generate_series(1, ${size.sessions}) s
      cross join lateral (select pg_temp.rnd(s, 20) as r_user, pg_temp.rnd(s, 21) as r_scenario, pg_temp.rnd(s, 22) as r_start,
        pg_temp.rnd(s, 23) as r_done, pg_temp.rnd(s, 24) as r_length, pg_temp.rnd(s, 25) as r_coach, pg_temp.rnd(s, 26) as r_persona) r
      join seed_users u on u.g = ${scatter(`ceil(${N} * r.r_user ^ 3)`)}
      join seed_scenarios sc on sc.n = 1 + floor(r.r_scenario * (select count(*) from seed_scenarios))::int
      cross join lateral (select u.reg + (now() - u.reg) * r.r_start as started_at) t`],
    ['tallies', `create temp table seed_tallies on commit drop as select user_id,
      count(*) filter (where r_done < 0.8) as completed, count(*) filter (where r_done >= 0.8) as incomplete
      from seed_sessions group by user_id; alter table seed_tallies add primary key (user_id); analyze seed_tallies`],
    ['users', `insert into users (id, email, password_hash, role, locale, email_verified, email_verified_at, first_name, experience_points,
        organization_id, organization_joined_at, registered_at, last_login_at, last_heartbeat_at${counters})
      select u.id,
        case when u.g <= 3 then 'superadmin' || coalesce(nullif(u.g, 1)::text, '') || '@rapport-bench.example'
          else ${pick(FIRST, 'u.r_first')} || '.' || ${pick(LAST, 'u.r_last')} || u.g || '@' || ${pick(DOMAINS, 'u.r_domain')} end,
        $1,
        case when u.g <= 3 then 'SuperAdmin' when u.org_id is not null and u.g % 60 = 0 then 'Admin' else 'User' end,
        case when u.r_locale < 0.3 then 'ru' else 'en' end,
        u.r_verified < 0.75, case when u.r_verified < 0.75 then u.reg + u.r_verified * interval '1 day' end,
        initcap(${pick(FIRST, 'u.r_first')}), floor(u.r_xp * 5000)::int,
        u.org_id, case when u.org_id is not null then u.reg + u.r_in_org * interval '30 days' end,
        u.reg, l.at, case when l.at is not null then least(now(), l.at + u.r_heartbeat * interval '3 hours') end
        ${schema.userCounters ? ', coalesce(c.completed, 0), coalesce(c.incomplete, 0)' : ''}
      from seed_users u left join seed_tallies c on c.user_id = u.id
      cross join lateral (select case when u.r_never >= 0.08 or u.g <= 3 then now() - (now() - u.reg) * u.r_login ^ 2 end as at) l
      order by u.id`],
    ['users sequence', `select setval('users_id_seq', (select max(id) from users))`],
    // 5% Premium (some of them expired); the month's counters part-used.
    ['billing accounts', `insert into billing_accounts (user_id, tier, premium_expires_at, session_count, coach_session_count, monthly_reset_date, total_sessions${schema.resetDay ? ', reset_day' : ''})
      select u.id, case when pg_temp.rnd(u.g, 30) < 0.05 then 'Premium' else 'Free' end,
        case when pg_temp.rnd(u.g, 30) < 0.05 then now() + (pg_temp.rnd(u.g, 31) - 0.2) * interval '365 days' end,
        floor(pg_temp.rnd(u.g, 32) * 8)::int, floor(pg_temp.rnd(u.g, 33) * 3)::int, r.at, coalesce(c.completed + c.incomplete, 0)
        ${schema.resetDay ? `, extract(day from r.at at time zone 'UTC')` : ''}
      from seed_users u left join seed_tallies c on c.user_id = u.id
      cross join lateral (select now() + pg_temp.rnd(u.g, 34) * interval '30 days' as at) r order by u.id`],
    // 80% completed (3–30 minutes long), the rest left in progress.
    ['sessions', `insert into practice_sessions (id, user_id, scenario_id, persona_first_name, persona_gender, locale, coach_enabled, status, started_at, ended_at)
      select b.sbase + row_number() over (order by s.started_at, s.s), s.user_id, s.scenario_id,
        ${pick(PERSONAS, 's.r_persona')}, case when floor(s.r_persona * ${PERSONAS.length})::int % 2 = 0 then 'female' else 'male' end,
        case when s.r_locale < 0.3 then 'ru' else 'en' end, s.r_coach < 0.2,
        case when s.r_done < 0.8 then 'Completed' else 'InProgress' end, s.started_at,
        case when s.r_done < 0.8 then least(now(), s.started_at + (3 + 27 * s.r_length) * interval '1 minute') end
      from seed_sessions s cross join seed_base b order by s.started_at, s.s`],
    ['sessions sequence', `select setval('practice_sessions_id_seq', (select max(id) from practice_sessions))`],
    // 3–8 lines in a completed session, 2–5 in one left open: ~1,000,000 for 200,000 sessions.
    ['messages', `insert into session_messages (session_id${schema.messageUserId ? ', user_id' : ''}, sender, content, speaker_name, speaker_role, created_at)
      select p.id${schema.messageUserId ? ', p.user_id' : ''}, case when k % 2 = 1 then 'user' else 'ai' end,
        case when k % 2 = 1 then case when p.locale = 'ru' then ${pick(LEARNER.ru, 'pg_temp.rnd(p.id * 16 + k, 40)')} else ${pick(LEARNER.en, 'pg_temp.rnd(p.id * 16 + k, 40)')} end
          else case when p.locale = 'ru' then ${pick(CHARACTER.ru, 'pg_temp.rnd(p.id * 16 + k, 41)')} else ${pick(CHARACTER.en, 'pg_temp.rnd(p.id * 16 + k, 41)')} end end,
        case when k % 2 = 0 then p.persona_first_name end, case when k % 2 = 0 then 'Customer' end,
        p.started_at + k * interval '40 seconds'
      from practice_sessions p cross join seed_base b
      cross join lateral generate_series(1, case when p.status = 'Completed' then 3 + floor(pg_temp.rnd(p.id, 42) * 6)::int
        else 2 + floor(pg_temp.rnd(p.id, 42) * 4)::int end) k
      where p.id > b.sbase order by p.started_at + k * interval '40 seconds', p.id, k`],
    ['results', `insert into session_results (session_id, user_id, scenario_id, persona_name, overall, empathy, clarity, problem_solving, composure,
        active_listening, feedback, strengths, improvements, completed_at, locale, coach_enabled, analyzer)
      select s.id, s.user_id, s.scenario_id, s.persona_first_name, round(((s.e + s.c + s.ps + s.m + s.a) / 5)::numeric, 1)::float8, s.e, s.c, s.ps, s.m, s.a,
        case when s.locale = 'ru' then ${FEEDBACK.ru} else ${FEEDBACK.en} end,
        case when s.locale = 'ru' then '["Спокойный тон", "Конкретный следующий шаг"]'::jsonb else '["Calm tone", "A concrete next step"]'::jsonb end,
        case when pg_temp.rnd(s.id, 50) < 0.5 then '[]'::jsonb else jsonb_build_array(jsonb_build_object('messageNumber', 3, 'speakerName', s.persona_first_name,
          'speakerRole', 'Customer', 'aiMessage', 'Nobody told me anything until I called myself.', 'userResponse', 'Okay.',
          'issue', 'The reply skipped the complaint.', 'suggestion', 'Acknowledge that nobody called before moving on.')) end,
        s.ended_at, s.locale, s.coach_enabled, 'offline'
      from (select p.*, ${score(51)} as e, ${score(52)} as c, ${score(53)} as ps, ${score(54)} as m, ${score(55)} as a
        from practice_sessions p cross join seed_base b
        where p.id > b.sbase and p.status = 'Completed') s
      order by s.ended_at, s.id`],
    ['analyses', `insert into session_analyses (session_id, user_id, status, attempts, requested_at, updated_at)
      select r.session_id, r.user_id, 'Completed', 1, r.completed_at - interval '20 seconds', r.completed_at
      from session_results r join practice_sessions p on p.id = r.session_id cross join seed_base b where p.id > b.sbase order by r.id`],
    // Sign-ins skewed like the sessions (the busiest learner has ~1,000), 90% successful; 3% for emails nobody has.
    ['sign-ins', `insert into login_attempts (user_id, email, ip, user_agent, success, created_at)
      select x.user_id, x.email, x.ip, x.agent, x.success, x.at from (
        select u.id as user_id, coalesce(e.email, 'nobody' || a || '@example.net') as email,
          '10.' || (a % 200) || '.' || ((a / 200) % 250) || '.' || (1 + a % 250) as ip, ${pick(AGENTS, 'pg_temp.rnd(a, 61)')} as agent,
          pg_temp.rnd(a, 62) < 0.9 as success,
          case when u.id is null then now() - pg_temp.rnd(a, 63) * interval '365 days' else u.reg + (now() - u.reg) * pg_temp.rnd(a, 63) end as at
        from generate_series(1, ${size.logins}) a
        left join seed_users u on pg_temp.rnd(a, 64) >= 0.03 and u.g = ${scatter(`ceil(${N} * pg_temp.rnd(a, 65) ^ 2)`)}
        left join users e on e.id = u.id) x
      order by x.at`],
    // SuperAdmins' changes, skewed like the rest (the busiest learner was edited most).
    ...(schema.auditEntries ? [['audit trail', `insert into audit_entries (at, actor_id, actor_email, action, target_user_id, target_email, before, after, ip)
      select t.at, a.id, a.email, t.action, u.id, e.email, t.before, t.after, '10.0.' || (n % 250) || '.' || (1 + n % 200)
      from generate_series(1, ${size.audit}) n
      cross join lateral (select ${pick(['user.updated', 'user.updated', 'user.password-reset', 'user.subscription-updated'], 'pg_temp.rnd(n, 70)')} as action,
        now() - pg_temp.rnd(n, 71) * interval '365 days' as at) t0
      cross join lateral (select t0.*, case t0.action
          when 'user.updated' then '{"role": "User"}'::jsonb when 'user.subscription-updated' then '{"subscriptionTier": "Free"}'::jsonb
          else '{"password": "(changed)"}'::jsonb end as before,
        case t0.action when 'user.updated' then '{"role": "Admin"}'::jsonb when 'user.subscription-updated' then '{"subscriptionTier": "Premium"}'::jsonb
          else '{"password": "(changed)"}'::jsonb end as after) t
      join seed_users u on u.g = ${scatter(`ceil(${N} * pg_temp.rnd(n, 72) ^ 2)`)}
      join users e on e.id = u.id
      join users a on a.id = (select min(id) from seed_users where g = 1 + n % 3)
      order by t.at`] as [string, string]] : []),
  ];
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Experience points are earned from now on (ADR 0039); this gives every account what its results and
 * achievements so far are worth, by the same rule (analysis/domain/experience.ts), on top of any
 * points a SuperAdmin set by hand. `floor(x + 0.5)` rounds halves up, as Math.round does.
 */
const EARNED = `
  select "user_id", sum("points")::int as "points" from (
    select "user_id", 10 + floor("overall" * 10 + 0.5) as "points" from "session_results"
    union all
    select ua."user_id", case a."tier" when 'Bronze' then 50 when 'Silver' then 100 when 'Gold' then 200 when 'Platinum' then 400 else 0 end
      from "user_achievements" ua join "achievements" a on a."id" = ua."achievement_id"
  ) "earned" group by "user_id"`;

export class Migration20261205213000_experience_points extends Migration {

  override name = 'Migration20261205213000_experience_points';

  override up(): void | Promise<void> {
    this.addSql(`update "users" set "experience_points" = "experience_points" + e."points" from (${EARNED}) e where "users"."id" = e."user_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`update "users" set "experience_points" = greatest("experience_points" - e."points", 0) from (${EARNED}) e where "users"."id" = e."user_id";`);
  }

}

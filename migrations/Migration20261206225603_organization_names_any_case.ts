import { Migration } from '@mikro-orm/migrations';

/**
 * Organisation names unique in any case, as they are looked up: two renames racing could make
 * "Acme" and "acme", and `--org acme` would then find either. Names already differing only in case
 * keep the oldest as it is; the others are marked with their id ("Acme (duplicate #7)"), for an
 * operator to settle.
 */
export class Migration20261206225603_organization_names_any_case extends Migration {

  override name = 'Migration20261206225603_organization_names_any_case';

  override up(): void | Promise<void> {
    this.addSql(`update "organizations" o set "name" = left(o."name", 170) || ' (duplicate #' || o."id" || ')'
      where exists (select 1 from "organizations" older where lower(older."name") = lower(o."name") and older."id" < o."id");`);
    this.addSql(`alter table "organizations" drop constraint "organizations_name_unique";`);
    this.addSql(`create unique index "organizations_name_lower_unique" on "organizations" (lower("name"));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "organizations_name_lower_unique";`);
    this.addSql(`alter table "organizations" add constraint "organizations_name_unique" unique ("name");`);
  }

}

import { Migration } from '@mikro-orm/migrations';

/** An address an account left is held for its undo link's week: registrations and address changes look it up (ADR 0047). */
export class Migration20261206174223_undo_reservation_index extends Migration {

  override name = 'Migration20261206174223_undo_reservation_index';

  override up(): void | Promise<void> {
    this.addSql(`create index "email_change_undos_previous_email_index" on "email_change_undos" ("previous_email");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "email_change_undos_previous_email_index";`);
  }

}

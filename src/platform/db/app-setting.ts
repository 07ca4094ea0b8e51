import { randomBytes } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';

/** Small key/value settings that every process must share (e.g. a generated signing secret). */
export const AppSettingSchema = defineEntity({
  name: 'AppSetting',
  tableName: 'app_settings',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

/** Reads a setting, creating it once with a random value; concurrent first starts agree on one value. */
export async function sharedSecret(em: EntityManager, key: string): Promise<string> {
  const fork = em.fork();
  await fork
    .createQueryBuilder(AppSettingSchema)
    .insert({ key, value: randomBytes(48).toString('base64url'), createdAt: new Date() })
    .onConflict('key')
    .ignore()
    .execute();
  const row = await fork.findOneOrFail(AppSettingSchema, { key });
  return row.value;
}

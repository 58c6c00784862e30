import type { Kysely } from 'kysely'
import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import { dropIndex } from './indexes.js'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * The SMS log page (`modules/dev/sms`): what each message was for (`kind`, the code's purpose) and
 * its code (`code`, so the page can mask it), newest first by an index, filtered by state or kind on
 * indexes in that order, searched by the start of the phone number.
 */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('dev_sms').addColumn('kind', 'varchar(32)').execute()
  await db.schema.alterTable('dev_sms').addColumn('code', 'varchar(16)').execute()
  await db.schema.createIndex('dev_sms_time_id').on('dev_sms').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('dev_sms_status_time')
    .on('dev_sms')
    .columns(['status', 'created_at', 'id'])
    .execute()
  await db.schema
    .createIndex('dev_sms_kind_time')
    .on('dev_sms')
    .columns(['kind', 'created_at', 'id'])
    .execute()
  await addPrefixSearch(db, 'dev_sms', 'phone', 32)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'dev_sms', 'phone')
  for (const name of ['dev_sms_kind_time', 'dev_sms_status_time', 'dev_sms_time_id']) {
    await dropIndex(db, name, 'dev_sms')
  }
  await db.schema.alterTable('dev_sms').dropColumn('code').execute()
  await db.schema.alterTable('dev_sms').dropColumn('kind').execute()
}

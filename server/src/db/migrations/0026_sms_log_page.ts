import { addPrefixSearch, dropPrefixSearch } from '../../core/search.js'
import { createIndexes, dropIndexes } from './indexes.js'
import { addColumns, type Db, dropColumns } from './tables.js'

/**
 * The SMS log page (`modules/dev/sms`): what each message was for (`kind`, the code's purpose) and
 * its code (`code`, so the page can mask it), newest first by an index, filtered by state or kind on
 * indexes in that order, searched by the start of the phone number.
 */
export async function up(db: Db): Promise<void> {
  await addColumns(db, 'dev_sms', { kind: 'varchar(32)', code: 'varchar(16)' })
  await createIndexes(db, 'dev_sms', {
    dev_sms_time_id: ['created_at', 'id'],
    dev_sms_status_time: ['status', 'created_at', 'id'],
    dev_sms_kind_time: ['kind', 'created_at', 'id'],
  })
  await addPrefixSearch(db, 'dev_sms', 'phone', 32)
}

export async function down(db: Db): Promise<void> {
  await dropPrefixSearch(db, 'dev_sms', 'phone')
  await dropIndexes(db, 'dev_sms', ['dev_sms_kind_time', 'dev_sms_status_time', 'dev_sms_time_id'])
  await dropColumns(db, 'dev_sms', ['code', 'kind'])
}

import type { Db } from './tables.js'

/**
 * English labels of the dictionaries seeded before this migration, by their fixed seed ids. Kept
 * here rather than imported from the seed so that this migration stays as it was written.
 */
const SEEDED_EN: Record<string, string> = {
  'dict-GENDER': 'Gender',
  'dict-GENDER-MALE': 'Male',
  'dict-GENDER-FEMALE': 'Female',
  'dict-GENDER-UNKNOWN': 'Unknown',
  'dict-COMMON_STATUS': 'Common status',
  'dict-COMMON_STATUS-ENABLE': 'Enabled',
  'dict-COMMON_STATUS-DISABLE': 'Disabled',
  'dict-YES_OR_NO': 'Yes or no',
  'dict-YES_OR_NO-YES': 'Yes',
  'dict-YES_OR_NO-NO': 'No',
  'dict-ORG_CATEGORY': 'Organisation category',
  'dict-ORG_CATEGORY-COMPANY': 'Company',
  'dict-ORG_CATEGORY-DEPT': 'Department',
  'dict-POSITION_CATEGORY': 'Position category',
  'dict-POSITION_CATEGORY-HIGH': 'Senior',
  'dict-POSITION_CATEGORY-MIDDLE': 'Middle',
  'dict-POSITION_CATEGORY-BASE': 'Junior',
}

/** Dictionaries get an optional English label; the seeded ones are filled in. */
export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('dev_dict').addColumn('dict_label_en', 'varchar(128)').execute()
  for (const [id, label] of Object.entries(SEEDED_EN))
    await db
      .updateTable('dev_dict')
      .set({ dict_label_en: label })
      .where('id', '=', id)
      .where('dict_label_en', 'is', null)
      .execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('dev_dict').dropColumn('dict_label_en').execute()
}

import type { Migration, MigrationProvider } from 'kysely'
import * as m0001 from './0001_init.js'
import * as m0002 from './0002_sms_log.js'
import * as m0003 from './0003_sys_admin.js'
import * as m0004 from './0004_user_pref.js'
import * as m0005 from './0005_dict_en.js'
import * as m0006 from './0006_password_history.js'
import * as m0007 from './0007_list_indexes.js'
import * as m0008 from './0008_password_must_change.js'
import * as m0009 from './0009_denied_log.js'
import * as m0010 from './0010_dev_file.js'
import * as m0011 from './0011_messages_notices.js'
import * as m0012 from './0012_jobs.js'
import * as m0013 from './0013_mobile_resource.js'
import * as m0014 from './0014_third_party.js'
import * as m0015 from './0015_list_scale.js'
import * as m0016 from './0016_site_content.js'
import * as m0017 from './0017_site_scale.js'
import * as m0018 from './0018_client_auth.js'
import * as m0019 from './0019_approval.js'
import * as m0020 from './0020_krs_admission.js'
import * as m0021 from './0021_oa.js'
import * as m0022 from './0022_krs_contractor.js'
import * as m0023 from './0023_krs_work.js'
import * as m0024 from './0024_krs_admission_index.js'
import * as m0025 from './0025_krs_visit.js'
import * as m0026 from './0026_sms_log_page.js'
import * as m0027 from './0027_weigh_sap.js'
import * as m0028 from './0028_weigh_bridge.js'
import * as m0029 from './0029_weigh_record.js'
import * as m0030 from './0030_weigh_permit.js'
import * as m0031 from './0031_weigh_delivery.js'
import * as m0032 from './0032_krs_exam.js'
import * as m0033 from './0033_krs_exam_phone.js'
import * as m0034 from './0034_krs_meal.js'
import * as m0035 from './0035_krs_survey.js'
import * as m0036 from './0036_krs_feedback.js'
import * as m0037 from './0037_mobile_staff.js'
import * as m0038 from './0038_dev_print.js'
import * as m0039 from './0039_dev_codegen.js'
import * as m0040 from './0040_sms_vendors.js'
import * as m0041 from './0041_user_otp.js'
import * as m0042 from './0042_client_wechat.js'
import * as m0043 from './0043_push.js'
import * as m0044 from './0044_phone_fields.js'
import * as m0045 from './0045_weigh_refusal.js'
import { generatedMigrations } from './generated.js'

/** Static index: a new migration is one import and one line here (no folder scanning). */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_sms_log': m0002,
  '0003_sys_admin': m0003,
  '0004_user_pref': m0004,
  '0005_dict_en': m0005,
  '0006_password_history': m0006,
  '0007_list_indexes': m0007,
  '0008_password_must_change': m0008,
  '0009_denied_log': m0009,
  '0010_dev_file': m0010,
  '0011_messages_notices': m0011,
  '0012_jobs': m0012,
  '0013_mobile_resource': m0013,
  '0014_third_party': m0014,
  '0015_list_scale': m0015,
  '0016_site_content': m0016,
  '0017_site_scale': m0017,
  '0018_client_auth': m0018,
  '0019_approval': m0019,
  '0020_krs_admission': m0020,
  '0021_oa': m0021,
  '0022_krs_contractor': m0022,
  '0023_krs_work': m0023,
  '0024_krs_admission_index': m0024,
  '0025_krs_visit': m0025,
  '0026_sms_log_page': m0026,
  '0027_weigh_sap': m0027,
  '0028_weigh_bridge': m0028,
  '0029_weigh_record': m0029,
  '0030_weigh_permit': m0030,
  '0031_weigh_delivery': m0031,
  '0032_krs_exam': m0032,
  '0033_krs_exam_phone': m0033,
  '0034_krs_meal': m0034,
  '0035_krs_survey': m0035,
  '0036_krs_feedback': m0036,
  '0037_mobile_staff': m0037,
  '0038_dev_print': m0038,
  '0039_dev_codegen': m0039,
  '0040_sms_vendors': m0040,
  '0041_user_otp': m0041,
  '0042_client_wechat': m0042,
  '0043_push': m0043,
  '0044_phone_fields': m0044,
  '0045_weigh_refusal': m0045,
}

/** The hand-written migrations, then those of the generated modules (`generated.ts`, `gen_…`). */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return { ...migrations, ...generatedMigrations }
  },
}

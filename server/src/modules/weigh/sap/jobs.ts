import { SAP_ENTITIES } from '@portal/contracts'
import { z } from 'zod'
import { defineJobAction } from '../../../core/jobs.js'
import { sapSettings } from './odata.js'
import { sapSync } from './sync.js'

/** Reads what changed in SAP since the last run: materials, deliveries, or both (the default). */
export const sapSyncAction = defineJobAction({
  name: 'weigh.sapSync',
  title: 'SAP 物料与交货单同步',
  titleEn: 'SAP materials and deliveries sync',
  params: z.object({ entities: z.array(z.enum(SAP_ENTITIES)).min(1).optional() }).strict(),
  async run({ db, params, signal }) {
    if (!(await sapSettings(db)).baseUrl) return { skipped: 'SAP_ODATA_URL not set' }
    const result: Record<string, string | number> = {}
    for (const entity of params.entities ?? SAP_ENTITIES) {
      const r = await sapSync(db, entity, { origin: 'JOB', signal })
      result[`${entity}.status`] = r.error ? `FAILED ${r.error}` : 'OK'
      result[`${entity}.fetched`] = r.fetched
      result[`${entity}.inserted`] = r.inserted
      result[`${entity}.updated`] = r.updated
    }
    return result
  },
})

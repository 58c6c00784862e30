import { PasswordPolicyKey } from '@portal/contracts'
import { z } from 'zod'
import { inBothLangs } from '../../../core/i18n.js'
import { defineJobAction } from '../../../core/jobs.js'
import { notify } from '../../../core/notify.js'
import { expireDaysOf } from '../../../core/passwordPolicy.js'
import { queueMessage } from '../../../core/push.js'
import { setting } from '../../../core/settings.js'
import { companyDay, DAY } from '../../../core/time.js'
import './texts.js'

/**
 * Tells each enabled user whose password expires in `days` days (the expiry setting on): a message
 * in the product, and an e-mail where they have an address. Run once a day, it finds the users whose
 * expiry falls in one day's window, so each is told once per password.
 */
export const passwordExpiringAction = defineJobAction({
  name: 'sys.passwordExpiring',
  title: '密码到期提醒',
  titleEn: 'Passwords about to expire',
  params: z.object({ days: z.number().int().min(1).max(30).default(7) }).strict(),
  run: async ({ db, params, signal }) => {
    const expireDays = expireDaysOf(await setting(db, PasswordPolicyKey.expireDays))
    if (!expireDays || params.days >= expireDays) return { told: 0 }
    const now = Date.now()
    // Expiry = set + expireDays; told when it is in (days - 1, days] days from now.
    const from = new Date(now + (params.days - 1 - expireDays) * DAY).toISOString()
    const to = new Date(now + (params.days - expireDays) * DAY).toISOString()
    const users = await db
      .selectFrom('sysUser')
      .select(['id', 'account', 'email', 'passwordUpdatedAt'])
      .where('userStatus', '=', 'ENABLE')
      .where('passwordUpdatedAt', '>', from)
      .where('passwordUpdatedAt', '<=', to)
      .execute()
    let told = 0
    for (const u of users) {
      if (signal.aborted) break
      const date = companyDay(0, Date.parse(u.passwordUpdatedAt!) + expireDays * DAY)
      const values = { account: u.account, days: String(params.days), date }
      await db.transaction().execute(async (trx) => {
        await notify(trx, [u.id], {
          category: 'SYS',
          subject: inBothLangs('passwordExpiringMessage', values),
        })
        if (u.email)
          await queueMessage(
            trx,
            'EMAIL',
            u.email,
            { kind: 'PASSWORD_EXPIRING', side: 'B', lang: 'zh-cn', values },
            u.id,
          )
      })
      told++
    }
    return { told }
  },
})

import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of krs/gate: why a pass is refused, and the host's arrival message. */
export const texts = defineTexts({
  'zh-cn': {
    krsGateRefusedUNKNOWN: '无效的通行码',
    krsGateRefusedNOT_APPROVED: '该预约未通过审批或已取消',
    krsGateRefusedNOT_YET: '未到预约时间',
    krsGateRefusedENDED: '预约时间已过',
    krsGateRefusedBLACKLISTED: '该访客在黑名单中',
    krsGateRefusedALREADY_INSIDE: '此人已在厂内，请先登记离场',
    krsGateRefusedNOT_INSIDE: '此人不在厂内，无需登记离场',
    krsGateRefusedREVOKED: '该通行证已被收回',
    krsGateRefusedCONTRACTOR_BARRED: '所属承包商已不在准入状态',
    krsGateRefusedCERT_EXPIRED: '特种作业证书已过期',
    krsGateRefusedUSED_UP: '单据已使用，车辆已出厂',
    krsGateArrived: '访客 {name} 已于 {time} 到达门岗',
  },
  en: {
    krsGateRefusedUNKNOWN: 'Not a valid pass code',
    krsGateRefusedNOT_APPROVED: 'The reservation is not approved, or was cancelled',
    krsGateRefusedNOT_YET: 'The visit has not started yet',
    krsGateRefusedENDED: 'The visit’s time is over',
    krsGateRefusedBLACKLISTED: 'This visitor is blacklisted',
    krsGateRefusedALREADY_INSIDE: 'Already inside: check them out first',
    krsGateRefusedNOT_INSIDE: 'Not inside: there is nothing to check out',
    krsGateRefusedREVOKED: 'The pass has been revoked',
    krsGateRefusedCONTRACTOR_BARRED: 'The contractor is no longer admitted',
    krsGateRefusedCERT_EXPIRED: 'The special-work certificate has expired',
    krsGateRefusedUSED_UP: 'Used up: the vehicle has left',
    krsGateArrived: 'Your visitor {name} arrived at the gate at {time}',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

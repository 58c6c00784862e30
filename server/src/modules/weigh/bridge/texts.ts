import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of weigh/bridge (bridges, their agents, reading a weight). */
export const texts = defineTexts({
  'zh-cn': {
    weighBridgeNotFound: '地磅不存在',
    weighBridgeNameTaken: '已有同名地磅',
    weighBridgeDivisionTooLarge: '分度值过大：最大称量至少应为分度值的 100 倍',
    weighBridgeDisabled: '该地磅已停用',
    weighAgentKeyWrong: '采集程序密钥无效或地磅已停用',
    weighAgentOffline: '地磅采集程序未连接，不能取数（可由有权限的人员手工录入）',
    weighReadingStale: '地磅读数已过时（超过 3 秒未更新），请检查仪表连线',
    weighUnstable: '读数尚未稳定，请待车辆停稳后再取数',
    weighOverCapacity: '读数超过地磅最大称量 {capacity} kg',
    weighBridgeNotSimulated: '这不是模拟地磅：真实地磅的重量只能来自仪表',
    weighSimTooHeavy: '模拟重量最多 {max} kg',
  },
  en: {
    weighBridgeNotFound: 'The weighbridge does not exist',
    weighBridgeNameTaken: 'A weighbridge of that name exists',
    weighBridgeDivisionTooLarge: 'The division is too large: the capacity must be at least 100 divisions',
    weighBridgeDisabled: 'This weighbridge is disabled',
    weighAgentKeyWrong: 'The scale agent key is wrong, or the weighbridge is disabled',
    weighAgentOffline:
      'The scale agent is not connected: no weight can be read (a permitted person may enter one by hand)',
    weighReadingStale:
      'The reading is out of date (not updated for over 3 seconds): check the indicator cable',
    weighUnstable: 'The reading is not stable yet: wait until the vehicle stands still',
    weighOverCapacity: 'The reading exceeds the bridge’s capacity of {capacity} kg',
    weighBridgeNotSimulated:
      'This is not a simulated bridge: a real bridge’s weight comes only from its indicator',
    weighSimTooHeavy: 'A simulated weight is at most {max} kg',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

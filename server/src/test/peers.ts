import { peerWebhooks, pushPeer } from './pushPeers.js'
import { ALIYUN_KEY, SIGN_NAME, smsPeers, TENCENT_APP_ID, TENCENT_KEY } from './smsPeers.js'

/**
 * `npm run peers`: the local peers of the SMS vendors and the group robots, for trying the real
 * channels by hand (README, "Trying the channels locally"). Prints what to enter on the settings
 * and push channel pages, then every message the peers receive and whether its signature held.
 */
const sms = await smsPeers()
const push = await pushPeer()
const ROBOTS = {
  DINGTALK: ['demo-dingtalk-token', 'SECdemoDingTalkSecret'],
  FEISHU: ['demo-feishu-hook', 'demoFeishuSecret'],
  WECOM: ['demo-wecom-key', null],
} as const
for (const [token, secret] of Object.values(ROBOTS)) push.robots.set(token, secret)

console.log(`Local peers (Ctrl+C stops them)

SMS, 基础配置 › 系统配置 › 短信:
  Aliyun   接入地址 ${sms.aliyun.url}  AccessKey ID ${ALIYUN_KEY.id}  Secret ${ALIYUN_KEY.secret}  签名 ${SIGN_NAME}
  Tencent  接入地址 ${sms.tencent.url}  SecretId ${TENCENT_KEY.id}  SecretKey ${TENCENT_KEY.secret}  SdkAppId ${TENCENT_APP_ID}  签名 ${SIGN_NAME}
  Approved templates (消息模板): sign-in code Aliyun SMS_480001 (code, minutes), Tencent 2100001 (1 code, 2 minutes)

Group robots, 基础配置 › 推送渠道:`)
for (const [kind, [token, secret]] of Object.entries(ROBOTS))
  console.log(
    `  ${kind.padEnd(8)} ${peerWebhooks(push, token)[kind as 'WECOM']}${secret ? `  加签密钥 ${secret}` : ''}`,
  )

let seen = { aliyun: 0, tencent: 0, robots: 0 }
setInterval(() => {
  for (const name of ['aliyun', 'tencent'] as const) {
    const reqs = sms[name].requests
    for (const r of reqs.slice(seen[name]))
      console.log(`${name}: ${r.action} signature ${r.signatureValid ? 'valid' : 'INVALID'}`)
    seen = { ...seen, [name]: reqs.length }
  }
  for (const h of push.hits.slice(seen.robots))
    console.log(
      `${h.kind}: signature ${h.signatureValid ? 'valid' : 'INVALID'} · ${h.text.replace(/\s+/g, ' ').slice(0, 120)}`,
    )
  seen.robots = push.hits.length
}, 1000)

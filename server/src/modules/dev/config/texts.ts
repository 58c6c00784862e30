import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of dev/config; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    mailTestSubject: '测试邮件',
    mailTestText: '这是一封测试邮件：邮件发送配置可用。',
    mailSendFailed: '邮件发送失败：{reason}',
    configNotFound: '配置不存在或已被删除',
    configKeyDuplicate: '配置键“{key}”已存在',
    configProtected: '配置项“{key}”受保护，不能通过此接口读取或修改',
    configBadBool: '配置项“{key}”须为 true 或 false',
    configBadInt: '配置项“{key}”须为不超过 6 位的非负整数',
    configBadPort: '配置项“{key}”须为 1–65535 之间的端口号',
    configBadUrl: '配置项“{key}”须为以 http:// 或 https:// 开头的网址',
    configBadFileEngine: '配置项“{key}”须为 LOCAL 或 S3',
    configBadBucket: '配置项“{key}”须为合法的存储桶名称（3–63 位小写字母、数字、点或连字符）',
    configBadFolder: '配置项“{key}”须为数据目录下的相对路径（字母、数字、_ - . /，不能含 ..）',
    configBadRegion: '配置项“{key}”只能包含字母、数字、- 和 _',
    configBadHistoryCount: '配置项“{key}”须为 0–10 之间的整数',
    configBadExpireDays: '配置项“{key}”须为 0–3650 之间的整数（天）',
    configBadSmsEngine: '配置项“{key}”须为 LOG、ALIYUN 或 TENCENT',
    configBadSmsFallback: '配置项“{key}”须为空（不用备用通道）或 LOG、ALIYUN、TENCENT',
    configBadDigits: '配置项“{key}”只能包含数字',
    configBadRoleCodes: '配置项“{key}”须为以英文逗号分隔的角色编码',
    storageTestFailed:
      '存储测试未通过：{reason}（NotConfigured 表示设置不完整；InvalidAccessKeyId、SignatureDoesNotMatch 为密钥有误；NoSuchBucket 为存储桶不存在）',
    configBadS3Preset: '配置项“{key}”须为空或 MINIO、ALIYUN_OSS、TENCENT_COS',
    smsTestFailed: '测试短信未发出：{reason}（服务商错误码 {code}，详见短信日志）',
    configRequiredWhen: '{when} 时配置项“{key}”不能为空',
  },
  en: {
    mailTestSubject: 'Test mail',
    mailTestText: 'This is a test mail: the e-mail settings work.',
    mailSendFailed: 'Sending the mail failed: {reason}',
    configNotFound: 'The configuration does not exist or has been deleted',
    configKeyDuplicate: 'Configuration key "{key}" already exists',
    configProtected: 'Configuration "{key}" is protected and cannot be read or changed here',
    configBadBool: 'Configuration "{key}" must be true or false',
    configBadInt: 'Configuration "{key}" must be a whole number of at most 6 digits',
    configBadPort: 'Configuration "{key}" must be a port between 1 and 65535',
    configBadUrl: 'Configuration "{key}" must be a URL starting with http:// or https://',
    configBadFileEngine: 'Configuration "{key}" must be LOCAL or S3',
    configBadBucket:
      'Configuration "{key}" must be a valid bucket name (3-63 lower-case letters, digits, dots or hyphens)',
    configBadFolder:
      'Configuration "{key}" must be a path inside the data folder (letters, digits, _ - . /, no ..)',
    configBadRegion: 'Configuration "{key}" may contain only letters, digits, - and _',
    configBadHistoryCount: 'Configuration "{key}" must be a whole number from 0 to 10',
    configBadExpireDays: 'Configuration "{key}" must be a whole number of days from 0 to 3650',
    configBadSmsEngine: 'Configuration "{key}" must be LOG, ALIYUN or TENCENT',
    configBadSmsFallback: 'Configuration "{key}" must be empty (no fallback) or LOG, ALIYUN, TENCENT',
    configBadDigits: 'Configuration "{key}" may contain only digits',
    configBadRoleCodes: 'Configuration "{key}" must be role codes separated by commas',
    storageTestFailed:
      'The storage test failed: {reason} (NotConfigured: settings incomplete; InvalidAccessKeyId, SignatureDoesNotMatch: wrong keys; NoSuchBucket: no such bucket)',
    configBadS3Preset: 'Configuration "{key}" must be empty or MINIO, ALIYUN_OSS, TENCENT_COS',
    smsTestFailed: 'The test SMS was not sent: {reason} (vendor error code {code}; see the SMS log)',
    configRequiredWhen: 'Configuration "{key}" must not be empty while {when}',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

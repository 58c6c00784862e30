import { defineTexts, type TextsOf } from '../../../core/i18n.js'

/** The messages of auth/third; every file naming one of them imports this file. */
export const texts = defineTexts({
  'zh-cn': {
    thirdProviderNotFound: '第三方登录方式不存在',
    thirdProviderDisabled: '该第三方登录方式未启用',
    thirdPlatformDuplicate: '登录方式编码“{platform}”已存在',
    thirdFieldRequired: '{kind} 登录方式需要填写“{field}”',
    thirdInsecureUrl: '“{field}”必须使用 https（仅本机地址可用 http）',
    thirdAutoCreateTarget: '自动创建账号需要选择存在的组织和角色',
    thirdStateInvalid: '登录请求无效或已过期，请重新登录',
    thirdProviderError: '第三方平台拒绝了登录：{error}',
    thirdExchangeFailed: '第三方登录校验失败，请重新登录',
    thirdSubjectMissing: '第三方平台未返回用户标识“{claim}”',
    thirdUnbound: '该第三方账号尚未绑定本系统账号：请先用密码登录，在个人中心的账号绑定中绑定',
    thirdBoundToOther: '该{platform}账号已绑定其他用户',
    thirdAlreadyBound: '您已绑定另一个{platform}账号，请先解除绑定',
    thirdUserDisabled: '绑定的账号已停用',
    thirdBindingNotFound: '绑定记录不存在',
  },
  en: {
    thirdProviderNotFound: 'This third-party login does not exist',
    thirdProviderDisabled: 'This third-party login is not enabled',
    thirdPlatformDuplicate: 'The login code "{platform}" already exists',
    thirdFieldRequired: 'A {kind} login needs "{field}"',
    thirdInsecureUrl: '"{field}" must use https (http only for this machine)',
    thirdAutoCreateTarget: 'Creating accounts needs an existing organisation and role',
    thirdStateInvalid: 'The login request is invalid or has expired; please log in again',
    thirdProviderError: 'The provider refused the login: {error}',
    thirdExchangeFailed: 'The third-party login could not be verified; please log in again',
    thirdSubjectMissing: 'The provider sent no user identifier "{claim}"',
    thirdUnbound:
      'This third-party account is not bound to an account here: log in with your password and bind it under Account binding in the user centre',
    thirdBoundToOther: 'This {platform} account is bound to another user',
    thirdAlreadyBound: 'You have bound another {platform} account; unbind it first',
    thirdUserDisabled: 'The bound account is disabled',
    thirdBindingNotFound: 'The binding does not exist',
  },
})

declare module '../../../core/i18n.js' {
  interface Messages extends TextsOf<typeof texts> {}
}

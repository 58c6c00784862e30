import { crud, type PageSeed } from '../../../core/resources.js'

/** The bindings page and the buttons of its routes (providers are edited on the configuration page). */
export const authThirdPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 5,
  id: 'menu-auth-third',
  code: 'authThird',
  title: '第三方登录',
  titleEn: 'Third-party login',
  path: '/auth/third',
  component: 'auth/third/index',
  icon: 'api-outlined',
  buttons: [
    ['authThirdUnbind', '解除绑定', 'Unbind'],
    ...crud('authThirdProvider', '登录方式', 'login provider'),
  ],
}

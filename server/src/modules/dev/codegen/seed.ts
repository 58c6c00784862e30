import { crud, type PageSeed } from '../../../core/resources.js'

/** The code generation page, its buttons (the permission codes of its routes). */
export const devCodegenPage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 30,
  id: 'menu-dev-codegen',
  code: 'devCodegen',
  title: '代码生成',
  titleEn: 'Code generation',
  path: '/dev/codegen',
  component: 'dev/codegen/index',
  icon: 'deployment-unit-outlined',
  buttons: [
    ...crud('devCodegen', '生成配置', 'configuration'),
    ['devCodegenPreview', '预览代码', 'Preview code'],
    ['devCodegenDownload', '下载代码', 'Download code'],
    ['devCodegenWrite', '写入源码', 'Write code into the tree'],
  ],
}

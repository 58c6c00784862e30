import type { PageSeed } from '../../../core/resources.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const devFilePage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 2,
  id: 'menu-dev-file',
  code: 'devFile',
  title: '文件管理',
  titleEn: 'Files',
  path: '/dev/file',
  component: 'dev/file/index',
  icon: 'file-outlined',
  buttons: [
    ['devFileUpload', '上传文件', 'Upload files'],
    ['devFileDelete', '删除文件', 'Delete files'],
  ],
}

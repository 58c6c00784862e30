import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  group: {
    title: '用户组',
    name: '组名称',
    members: '成员',
    memberCount: '成员数',
    addTitle: '新增用户组',
    editTitle: '编辑用户组',
    fromGroup: '按用户组添加',
    addMembers: '添加成员',
    fromGroupHint: '把该用户组中您可见的启用成员一并选上（点确定后保存）。',
    groupAdded: '已加入 {{count}} 人',
    groupNone: '该用户组没有可加入的用户',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    group: {
      title: 'Group',
      name: 'Name',
      members: 'Members',
      memberCount: 'Members',
      addTitle: 'Add group',
      editTitle: 'Edit group',
      fromGroup: 'Add from a group',
      addMembers: 'Add members',
      fromGroupHint: 'Also chooses the group’s enabled members that you can see (saved with OK).',
      groupAdded: '{{count}} added',
      groupNone: 'The group has nobody to add',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

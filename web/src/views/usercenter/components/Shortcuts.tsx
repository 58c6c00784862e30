import type { MenuItem } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Checkbox, Spin } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { userCenterApi } from '../../../api/sys/userCenter'
import { useMenuStore } from '../../../stores/menu'
import { useSettingsStore } from '../../../stores/settings'

const pages = (items: readonly MenuItem[] | undefined): MenuItem[] =>
  (items ?? []).flatMap((m) => [
    ...(m.meta.type === 'menu' && !m.meta.hidden ? [m] : []),
    ...pages(m.children),
  ])

/** Choose the menus the workbench shows as shortcuts. */
export default function Shortcuts() {
  const { t } = useTranslation()
  const menu = useMenuStore((s) => s.menu)
  const en = useSettingsStore((s) => s.lang) === 'en'
  const queryClient = useQueryClient()
  const saved = useQuery(userCenterApi.loginWorkbench.query())
  // What is ticked: the saved choice until the user changes it.
  const [ticked, setChosen] = useState<string[] | null>(null)
  const chosen = ticked ?? saved.data ?? []
  const save = async () => {
    try {
      await userCenterApi.updateUserWorkbench(chosen)
      void queryClient.invalidateQueries({ queryKey: userCenterApi.loginWorkbench.key })
    } catch {
      // shown by the request module
    }
  }
  return (
    <Spin spinning={saved.isPending}>
      <p>{t('admin.center.shortcutsHint')}</p>
      <Checkbox.Group
        value={chosen}
        onChange={(v) => setChosen(v as string[])}
        options={pages(menu ?? []).map((m) => ({
          value: m.id,
          label: en && m.meta.titleEn ? m.meta.titleEn : m.meta.title,
        }))}
      />
      <div style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => void save()}>
          {t('admin.common.save')}
        </Button>
      </div>
    </Spin>
  )
}

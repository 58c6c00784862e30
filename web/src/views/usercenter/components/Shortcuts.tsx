import type { MenuItem } from '@portal/contracts'
import { Button, Checkbox, Spin } from 'antd'
import { useEffect, useState } from 'react'
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
  const [chosen, setChosen] = useState<string[]>([])
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    userCenterApi
      .loginWorkbench()
      .then(setChosen)
      .catch(() => undefined)
      .finally(() => setLoading(false))
  }, [])
  const save = async () => {
    try {
      await userCenterApi.updateUserWorkbench(chosen)
    } catch {
      // shown by the request module
    }
  }
  return (
    <Spin spinning={loading}>
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

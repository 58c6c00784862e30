import { GlobalOutlined } from '@ant-design/icons'
import { LANGS, type Lang } from '@portal/contracts'
import { Button, Dropdown } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSettingsStore } from '../stores/settings'
import { LANG_NAMES } from '../utils/lang'

/** Language dropdown (简体中文 / English); every text, antd's included, follows at once. */
export default function LangSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const lang = useSettingsStore((s) => s.lang)
  const setLang = useSettingsStore((s) => s.setLang)
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectable: true,
        selectedKeys: [lang],
        items: LANGS.map((key) => ({
          key,
          label: <span data-testid={`lang-${key}`}>{LANG_NAMES[key]}</span>,
        })),
        onClick: ({ key }) => setLang(key as Lang),
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<GlobalOutlined />}
        aria-label={`${t('common.language')}: ${LANG_NAMES[lang]}`}
        data-testid="lang-switch"
      >
        <span className="lang-switch-label">{LANG_NAMES[lang]}</span>
      </Button>
    </Dropdown>
  )
}

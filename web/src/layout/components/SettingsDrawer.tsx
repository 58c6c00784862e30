import { CheckOutlined } from '@ant-design/icons'
import { Divider, Drawer, Radio, Segmented, Switch, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useShallow } from 'zustand/react/shallow'
import {
  effectiveSettings,
  type LayoutName,
  type ShellSettings,
  THEME_COLORS,
  type Theme,
  useSettingsStore,
} from '../../stores/settings'
import { useShellUi } from '../ui'

/** Settings drawer width (spec §9). */
const DRAWER_WIDTH = 300

type SwitchKey = {
  [K in keyof ShellSettings]: ShellSettings[K] extends boolean ? K : never
}[keyof ShellSettings]

/** The colours a thumbnail paints: side menu, top bar, second side menu, page. */
interface ThumbColors {
  side: string
  top: string
  side2: string
  body: string
}

/** How each overall style looks in its picture. */
const STYLE_COLORS: Record<Theme, ThumbColors> = {
  dark: { side: '#001529', top: '#fff', side2: '#fff', body: '#f0f2f5' },
  light: { side: '#fff', top: '#fff', side2: '#fff', body: '#f0f2f5' },
  realDark: { side: '#141414', top: '#1f1f1f', side2: '#141414', body: '#000' },
}

/** A picture of a layout / style: a frame with a side and a top bar. */
function Thumb({ kind, colors }: { kind: LayoutName | 'style'; colors: ThumbColors }) {
  return (
    <span className={`shell-thumb is-${kind}`} style={{ background: colors.body }} aria-hidden="true">
      {kind !== 'top' && <span className="shell-thumb-side" style={{ background: colors.side }} />}
      {kind === 'doublerow' && <span className="shell-thumb-side2" style={{ background: colors.side2 }} />}
      <span className="shell-thumb-top" style={{ background: colors.top }} />
    </span>
  )
}

/** A row of pictures (overall styles, layouts), the chosen one checked (test ids `<testId>-<key>`). */
function ThumbPicker<K extends string>({
  label,
  choices,
  picture,
  chosen,
  onChoose,
  testId,
}: {
  label: string
  choices: { key: K; label: string }[]
  picture: (key: K) => ReactNode
  chosen: K
  onChoose: (key: K) => void
  testId: string
}) {
  return (
    <fieldset className="shell-thumbs" aria-label={label}>
      {choices.map((c) => (
        <Tooltip key={c.key} title={c.label}>
          <button
            type="button"
            aria-pressed={chosen === c.key}
            aria-label={c.label}
            className={`shell-thumb-btn${chosen === c.key ? ' is-checked' : ''}`}
            onClick={() => onChoose(c.key)}
            data-testid={`${testId}-${c.key}`}
          >
            {picture(c.key)}
            {chosen === c.key && <CheckOutlined className="shell-thumb-check" />}
          </button>
        </Tooltip>
      ))}
    </fieldset>
  )
}

/** The settings drawer (spec §2): every change applies at once and is remembered (spec §3). */
export default function SettingsDrawer() {
  const { t } = useTranslation()
  const open = useShellUi((s) => s.settingsOpen)
  const setUi = useShellUi((s) => s.set)
  const s = useSettingsStore(useShallow((st) => st))
  const eff = effectiveSettings(s)

  const styles: { key: Theme; label: string }[] = [
    { key: 'dark', label: t('settings.themeDark') },
    { key: 'light', label: t('settings.themeLight') },
    { key: 'realDark', label: t('settings.themeRealDark') },
  ]
  // The layout pictures wear the current style (a top layout's bar takes the side menu's colour).
  const current = STYLE_COLORS[s.theme]
  const layoutColors = (key: LayoutName): ThumbColors =>
    key === 'top' && s.theme !== 'light' ? { ...current, top: current.side } : current
  const layouts: { key: LayoutName; label: string }[] = [
    { key: 'classical', label: t('settings.layoutClassical') },
    { key: 'doublerow', label: t('settings.layoutDoublerow') },
    { key: 'top', label: t('settings.layoutTop') },
  ]

  const row = (key: SwitchKey, disabledWhy?: string | false, value = s[key]) => (
    <div className="shell-setting-row" key={key}>
      <span>{t(`settings.${key}`)}</span>
      <Tooltip title={disabledWhy || undefined}>
        <Switch
          size="small"
          checked={disabledWhy ? false : value}
          disabled={Boolean(disabledWhy)}
          onChange={(on) => s.set(key, on)}
          aria-label={t(`settings.${key}`)}
          data-testid={`setting-${key}`}
        />
      </Tooltip>
    </div>
  )

  const section = (title: string, children: ReactNode) => (
    <section className="shell-setting-section">
      <Divider plain titlePlacement="start">
        {title}
      </Divider>
      {children}
    </section>
  )

  return (
    <Drawer
      title={t('settings.title')}
      placement="right"
      size={DRAWER_WIDTH}
      open={open}
      onClose={() => setUi({ settingsOpen: false })}
      className="shell-settings"
      data-testid="settings-drawer"
    >
      {section(
        t('settings.overallStyle'),
        <ThumbPicker
          label={t('settings.overallStyle')}
          choices={styles}
          picture={(key) => <Thumb kind="style" colors={STYLE_COLORS[key]} />}
          chosen={s.theme}
          onChoose={s.setTheme}
          testId="setting-theme"
        />,
      )}
      {section(
        t('settings.layout'),
        <ThumbPicker
          label={t('settings.layout')}
          choices={layouts}
          picture={(key) => <Thumb kind={key} colors={layoutColors(key)} />}
          chosen={s.layout}
          onChoose={(key) => s.set('layout', key)}
          testId="setting-layout"
        />,
      )}
      {section(
        t('settings.themeColor'),
        <Radio.Group
          className="shell-colors"
          value={s.themeColor}
          onChange={(e) => s.set('themeColor', e.target.value as string)}
          aria-label={t('settings.themeColor')}
        >
          {THEME_COLORS.map((color) => (
            <Tooltip key={color} title={color}>
              <Radio.Button
                value={color}
                className="shell-color"
                style={{ background: color }}
                aria-label={t('settings.colorName', { color })}
                data-testid={`setting-color-${color.slice(1)}`}
              >
                {s.themeColor === color && <CheckOutlined />}
              </Radio.Button>
            </Tooltip>
          ))}
        </Radio.Group>,
      )}
      {section(
        t('settings.interface'),
        <>
          {row('topHeaderThemeColorOpen', !eff.headerColorAllowed && t('settings.notInRealDark'))}
          {row(
            'topHeaderThemeColorSpread',
            (!eff.headerColorAllowed && t('settings.notInRealDark')) ||
              (s.layout === 'top' && t('settings.notInTop')) ||
              (!s.topHeaderThemeColorOpen && t('settings.needHeaderColor')),
          )}
          {row('moduleUnfoldOpen', !eff.sideOptionsAllowed && t('settings.notInTop'))}
          {row('layoutFixedWidth', s.layout !== 'top' && t('settings.onlyTop'))}
          {row('breadcrumbOpen')}
          {row('layoutTagsOpen')}
          {row('menuCollapse', !eff.sideOptionsAllowed && t('settings.notInTop'))}
          {row('sideUniqueOpen', !eff.sideOptionsAllowed && t('settings.notInTop'))}
          {row('loginUserWatermarkOpen')}
          {row('footerCopyrightOpen')}
          {row('roundedCornerStyleOpen')}
          <div className="shell-setting-row">
            <span>{t('settings.formStyle')}</span>
            <Segmented
              size="small"
              value={s.formStyle}
              onChange={(v) => s.set('formStyle', v as ShellSettings['formStyle'])}
              options={[
                {
                  value: 'drawer',
                  label: <span data-testid="setting-form-drawer">{t('settings.formDrawer')}</span>,
                },
                {
                  value: 'modal',
                  label: <span data-testid="setting-form-modal">{t('settings.formModal')}</span>,
                },
              ]}
            />
          </div>
        </>,
      )}
    </Drawer>
  )
}

import { Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridgeLive } from './useBridgeLive'

/** A bridge's weight as the indicator shows it now: the figure, stable or not, the agent's state. */
export function LiveWeight({ bridgeId, large = false }: { bridgeId: string; large?: boolean }) {
  const { t } = useTranslation()
  const live = useBridgeLive(bridgeId)
  const online = !!live?.connected && live.online
  return (
    <div style={{ textAlign: 'center' }} data-testid="live-weight">
      <div
        aria-live="polite"
        style={{
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: large ? 56 : 40,
          fontWeight: 600,
          lineHeight: 1.2,
          padding: '12px 0',
        }}
        data-testid="live-weight-value"
      >
        {live?.weight !== null && live?.weight !== undefined ? `${live.weight.toLocaleString()} kg` : '— kg'}
      </div>
      <Space>
        <Tag color={online ? 'success' : 'default'} data-testid="live-weight-agent">
          {t(online ? 'admin.weighBridge.online' : 'admin.weighBridge.offline')}
        </Tag>
        {live?.weight === null || !live ? (
          <Typography.Text type="secondary">{t('admin.weighBridge.noReading')}</Typography.Text>
        ) : (
          <Tag color={live.stable ? 'success' : 'warning'} data-testid="live-weight-stable">
            {t(live.stable ? 'admin.weighBridge.stable' : 'admin.weighBridge.unstable')}
          </Tag>
        )}
      </Space>
    </div>
  )
}

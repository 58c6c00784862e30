import {
  AGENT_SILENT_MS,
  BRIDGE_LIMITS,
  type BridgeRow,
  SCALE_PROTOCOLS,
  SERIAL_BAUD_RATES,
  SERIAL_PARITIES,
} from '@portal/contracts'
import { Button, Form, InputNumber, Modal, Select, Space, Switch, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type BridgeBody, bridgeApi } from '../../../api/weigh/bridge'
import { ConfirmLink, SortCodeItem, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import type { STColumn } from '../../../components/SearchTable'
import { formatTime } from '../../../utils/time'
import { LiveWeight } from '../components/LiveWeight'

const serialText = (r: Pick<BridgeRow, 'baudRate' | 'dataBits' | 'parity' | 'stopBits'>) =>
  `${r.baudRate} ${r.dataBits}${r.parity[0]!.toUpperCase()}${r.stopBits}`

/**
 * Weighbridges: the indicator's serial settings and protocol, capacity and division, and the scale
 * agent that reads it (its key issued here, shown once; whether it is connected; its frame counts).
 */
export default function BridgePage() {
  const { t } = useTranslation()
  const crud = useCrud<BridgeRow, BridgeBody>(bridgeApi)
  const [issued, setIssued] = useState<{ name: string; key: string } | null>(null)
  const [watching, setWatching] = useState<BridgeRow | null>(null)

  const issue = async (r: BridgeRow) => {
    const { key } = await bridgeApi.issueKey(r.id)
    setIssued({ name: r.name, key })
    crud.changed()
  }
  const agentTag = (r: BridgeRow) => {
    if (r.simulated)
      return (
        <Tooltip title={t('admin.weighBridge.simulatedHint')}>
          <Tag color="purple">{t('admin.weighBridge.simulated')}</Tag>
        </Tooltip>
      )
    if (!r.hasAgentKey) return <Tag>{t('admin.weighBridge.noKey')}</Tag>
    if (!r.agentSeenAt) return <Tag>{t('admin.weighBridge.neverConnected')}</Tag>
    const online = Date.now() - Date.parse(r.agentSeenAt) < AGENT_SILENT_MS
    return (
      <Tooltip title={`${t('admin.weighBridge.lastSeen')}: ${formatTime(r.agentSeenAt)}`}>
        <Tag color={online ? 'success' : 'default'}>
          {t(online ? 'admin.weighBridge.online' : 'admin.weighBridge.offline')}
        </Tag>
      </Tooltip>
    )
  }

  const columns: STColumn<BridgeRow>[] = [
    { title: t('admin.weighBridge.name'), dataIndex: 'name', width: 140 },
    { title: t('admin.weighBridge.location'), dataIndex: 'location', ellipsis: true },
    {
      title: t('admin.weighBridge.serial'),
      key: 'serial',
      width: 160,
      render: (_: unknown, r) => (
        <>
          <div>{r.port}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {serialText(r)}
          </Typography.Text>
        </>
      ),
      printText: (r) => `${r.port} ${serialText(r)}`,
    },
    {
      title: t('admin.weighBridge.protocol'),
      dataIndex: 'protocol',
      width: 120,
      render: (v: string) => v.replace('_', '-'),
    },
    {
      title: t('admin.weighBridge.capacityDivision'),
      key: 'capacity',
      width: 150,
      align: 'right',
      render: (_: unknown, r) => `${r.capacity.toLocaleString()} / ${r.division}`,
      printText: (r) => `${r.capacity} / ${r.division}`,
    },
    {
      title: t('admin.weighBridge.agent'),
      key: 'agent',
      width: 170,
      render: (_: unknown, r) => (
        <Space size={4} wrap>
          {agentTag(r)}
          {r.agentStats && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('admin.weighBridge.frames', r.agentStats)}
            </Typography.Text>
          )}
        </Space>
      ),
      printText: () => '',
    },
    {
      title: t('admin.weighBridge.enabled'),
      dataIndex: 'enabled',
      width: 70,
      render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? '✓' : '—'}</Tag>,
      printText: (r) => (r.enabled ? '✓' : ''),
    },
    crud.sortCodeColumn({ checked: false }),
    crud.actionColumn({
      edit: 'weighBridgeEdit',
      remove: 'weighBridgeDelete',
      testId: (r, action) => `bridge-${action}-${r.name}`,
      links: (r) => (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => setWatching(r)}
            data-testid={`bridge-live-${r.name}`}
          >
            {t('admin.weighBridge.live')}
          </Button>
          <ConfirmLink
            code="weighBridgeKey"
            title={t('admin.weighBridge.issueKeyConfirm')}
            onConfirm={() => issue(r)}
            testId={`bridge-key-${r.name}`}
          >
            {t('admin.weighBridge.issueKey')}
          </ConfirmLink>
        </>
      ),
    }),
  ]

  const command = issued
    ? `SCALE_SERVER_URL=${window.location.origin} SCALE_AGENT_KEY=${issued.key} npm run scale-agent`
    : ''
  return (
    <>
      <CrudTable
        id="weigh-bridge"
        crud={crud}
        printTitle={t('admin.weighBridge.title')}
        columns={columns}
        request={bridgeApi.page}
        searchFields={[crud.keywordField(t('admin.weighBridge.name'))]}
        add={{ code: 'weighBridgeAdd', testId: 'bridge-add' }}
        remove="weighBridgeDelete"
      />
      <BridgeForm crud={crud} />
      <Modal
        open={!!issued}
        title={t('admin.weighBridge.keyTitle')}
        onCancel={() => setIssued(null)}
        onOk={() => setIssued(null)}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={680}
      >
        <Typography.Paragraph>{t('admin.weighBridge.keyHint')}</Typography.Paragraph>
        <Typography.Paragraph code copyable={{ text: command }} data-testid="bridge-key-command">
          {command}
        </Typography.Paragraph>
      </Modal>
      <Modal
        open={!!watching}
        title={watching ? `${watching.name} · ${t('admin.weighBridge.live')}` : ''}
        footer={null}
        onCancel={() => setWatching(null)}
        width={420}
        destroyOnHidden
      >
        {watching && <LiveWeight bridgeId={watching.id} />}
      </Modal>
    </>
  )
}

function BridgeForm({ crud }: { crud: Crud<BridgeRow, BridgeBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'capacity' | 'division' | 'baudRate' | 'dataBits' | 'parity' | 'stopBits' | 'protocol') =>
    t(`admin.weighBridge.${k}`)
  return (
    <CrudForm<BridgeRow, BridgeBody>
      crud={crud}
      titles={[t('admin.weighBridge.addTitle'), t('admin.weighBridge.editTitle')]}
      defaults={{
        baudRate: 9600,
        dataBits: 8,
        parity: 'none',
        stopBits: 1,
        protocol: 'XK3190_A9',
        capacity: 100_000,
        division: 20,
        enabled: true,
        sortCode: 0,
      }}
      width={760}
      data-testid="bridge-form"
    >
      <FormGrid>
        <TextItem
          name="name"
          label={t('admin.weighBridge.name')}
          max={BRIDGE_LIMITS.name}
          required
          testId="bridge-name"
        />
        <TextItem name="location" label={t('admin.weighBridge.location')} max={BRIDGE_LIMITS.location} />
        <TextItem
          name="port"
          label={t('admin.weighBridge.port')}
          max={BRIDGE_LIMITS.port}
          required
          extra={t('admin.weighBridge.portHint')}
          testId="bridge-port"
        />
        <Form.Item
          name="protocol"
          label={label('protocol')}
          rules={[rules.required(label('protocol'), true)]}
        >
          <Select
            options={SCALE_PROTOCOLS.map((p) => ({ value: p, label: t(`admin.weighBridge.${p}`) }))}
            data-testid="bridge-protocol"
          />
        </Form.Item>
        <Form.Item
          name="baudRate"
          label={label('baudRate')}
          rules={[rules.requiredNumber(label('baudRate'), true)]}
        >
          <Select options={SERIAL_BAUD_RATES.map((b) => ({ value: b, label: String(b) }))} />
        </Form.Item>
        <Form.Item name="dataBits" label={label('dataBits')}>
          <Select options={[7, 8].map((b) => ({ value: b, label: String(b) }))} />
        </Form.Item>
        <Form.Item name="parity" label={label('parity')}>
          <Select options={SERIAL_PARITIES.map((p) => ({ value: p, label: t(`admin.weighBridge.${p}`) }))} />
        </Form.Item>
        <Form.Item name="stopBits" label={label('stopBits')}>
          <Select options={[1, 2].map((b) => ({ value: b, label: String(b) }))} />
        </Form.Item>
        <Form.Item
          name="capacity"
          label={label('capacity')}
          rules={[rules.requiredNumber(label('capacity'))]}
        >
          <InputNumber
            min={100}
            max={1_000_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="bridge-capacity"
          />
        </Form.Item>
        <Form.Item
          name="division"
          label={label('division')}
          rules={[rules.requiredNumber(label('division'))]}
        >
          <InputNumber
            min={1}
            max={1000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="bridge-division"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.weighBridge.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <SortCodeItem />
      </FormGrid>
    </CrudForm>
  )
}

import { CameraOutlined, EditOutlined, PrinterOutlined } from '@ant-design/icons'
import { WEIGH_KINDS, type WeighDetail, type WeighDoc, type WeighKind } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Tag,
  Typography,
  Upload,
} from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { bridgeApi } from '../../../api/weigh/bridge'
import { recordApi } from '../../../api/weigh/record'
import { materialApi } from '../../../api/weigh/sap'
import { useRules } from '../../../components/AdminKit'
import Auth from '../../../components/Auth'
import { PlateInput } from '../../../components/PlateInput'
import { useSysName } from '../../../components/useSysName'
import { usePerm } from '../../../utils/perm'
import { formatTime } from '../../../utils/time'
import { LiveWeight } from '../components/LiveWeight'
import { printSlip } from '../components/slip'
import { useBridgeLive } from '../components/useBridgeLive'

const BRIDGE_KEY = 'weigh.bridge'
const kg = (v: number | null | undefined) =>
  v === null || v === undefined ? '—' : `${v.toLocaleString()} kg`

interface Values {
  plate?: string
  docCode?: string
  materialNo?: string
  location?: string
  kind: WeighKind
}

/**
 * The weighing page: the bridge's live weight; a vehicle by its plate and the document it carries
 * (a release permit's or delivery note's code); its first weighing, then its second (or one with
 * its stored tare); a weight typed by hand only with the permission and a reason; the slip.
 */
export default function OperationPage() {
  const { t, i18n } = useTranslation()
  const { message } = App.useApp()
  const client = useQueryClient()
  const sysName = useSysName()
  const [form] = Form.useForm<Values>()
  const { data: bridges } = useQuery(bridgeApi.options.query())
  const [bridgeId, setBridgeId] = useState<string | null>(() => localStorage.getItem(BRIDGE_KEY))
  const live = useBridgeLive(bridgeId)
  const plate = Form.useWatch('plate', form)
  const [photoId, setPhotoId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<WeighDetail | null>(null)
  const [manualFor, setManualFor] = useState<'first' | 'second' | 'stored' | null>(null)
  const canWeigh = usePerm('weighRecordWeigh')
  const { data: open } = useQuery({
    ...recordApi.open.query({ plate: plate ?? '' }),
    enabled: !!plate && plate.length >= 7,
  })
  const current = plate && plate.length >= 7 ? (open ?? null) : null
  // The vehicle's approved permits and delivery notes: one is filled in by itself, its direction
  // deciding the first weight; several are offered.
  const { data: docs } = useQuery({
    ...recordApi.documents.query({ plate: plate ?? '' }),
    enabled: !!plate && plate.length >= 7 && !open,
  })
  const found = !current && plate && plate.length >= 7 ? (docs ?? []) : []
  const chooseDoc = (d: WeighDoc) =>
    form.setFieldsValue({ docCode: d.no, kind: d.direction === 'IN' ? 'GROSS' : 'TARE' })
  // Once per plate: a code the operator then clears stays cleared.
  const filledFor = useRef<string | null>(null)
  useEffect(() => {
    if (found.length !== 1 || filledFor.current === plate || form.getFieldValue('docCode')) return
    filledFor.current = plate ?? null
    chooseDoc(found[0]!)
  })

  useEffect(() => {
    // The first enabled bridge, when none was chosen here before (or the chosen one is gone).
    if (bridges?.length && !bridges.some((b) => b.id === bridgeId)) setBridgeId(bridges[0]!.id)
  }, [bridges, bridgeId])
  useEffect(() => {
    if (bridgeId) localStorage.setItem(BRIDGE_KEY, bridgeId)
  }, [bridgeId])

  // Searched on the server (a material master has thousands): number or name.
  const [materialSearch, setMaterialSearch] = useState('')
  const { data: materials } = useQuery({
    ...materialApi.options.query({ size: 20, searchKey: materialSearch || undefined }),
    placeholderData: (previous) => previous,
  })

  const refresh = () => client.invalidateQueries({ queryKey: ['weigh', 'record'] })
  async function run(action: 'first' | 'second' | 'stored', manual?: { weight: number; reason: string }) {
    if (!bridgeId) return
    const values = await form.validateFields()
    setBusy(true)
    try {
      const common = {
        bridgeId,
        plate: values.plate!,
        docCode: values.docCode,
        materialNo: values.materialNo,
        location: values.location,
        photoId,
        manual,
      }
      const r =
        action === 'second' && current
          ? await recordApi.second({ id: current.id, bridgeId, photoId, manual })
          : action === 'stored'
            ? await recordApi.storedTare(common)
            : await recordApi.first({ ...common, kind: values.kind })
      setPhotoId(null)
      if (r.status === 'DONE') {
        setDone(r)
        void message.success(t('admin.weigh.done'))
      }
      void refresh()
      setManualFor(null)
    } catch {
      // the request module told why (unstable, over tolerance, …); a refusal is recorded on the weighing
      void refresh()
    } finally {
      setBusy(false)
    }
  }

  const next = () => {
    setDone(null)
    setPhotoId(null)
    form.resetFields()
  }
  const chosen = bridges?.find((b) => b.id === bridgeId)
  const stable = !!live?.stable && live.connected
  const takeLabel = current ? t('admin.weigh.takeSecond') : t('admin.weigh.takeFirst')

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        <Card title={t('admin.weigh.bridge')} size="small">
          {bridges && !bridges.length ? (
            <Alert type="warning" showIcon title={t('admin.weigh.noBridge')} />
          ) : (
            <>
              <Select
                value={bridgeId ?? undefined}
                onChange={setBridgeId}
                placeholder={t('admin.weigh.chooseBridge')}
                options={(bridges ?? []).map((b) => ({
                  value: b.id,
                  label: b.location ? `${b.name} · ${b.location}` : b.name,
                }))}
                style={{ width: '100%' }}
                aria-label={t('admin.weigh.bridge')}
                data-testid="weigh-bridge"
              />
              {bridgeId && <LiveWeight bridgeId={bridgeId} large />}
              {chosen?.simulated && <SimulatedControl bridgeId={chosen.id} max={chosen.capacity} />}
            </>
          )}
        </Card>
        {done && (
          <Card
            title={t('admin.weigh.done')}
            size="small"
            style={{ marginTop: 16 }}
            data-testid="weigh-done"
            extra={
              <Space>
                <Button
                  icon={<PrinterOutlined />}
                  onClick={() => printSlip(done, t, sysName)}
                  data-testid="weigh-print"
                >
                  {t('admin.weigh.print')}
                </Button>
                <Button type="primary" onClick={next} data-testid="weigh-next">
                  {t('admin.weigh.newWeighing')}
                </Button>
              </Space>
            }
          >
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('admin.weigh.recordNo')}>{done.recordNo}</Descriptions.Item>
              <Descriptions.Item label={t('admin.weigh.gross')}>{kg(done.gross)}</Descriptions.Item>
              <Descriptions.Item label={t('admin.weigh.tare')}>
                {kg(done.tare)} {done.tareSource === 'STORED' && <Tag>{t('admin.weigh.STORED')}</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label={t('admin.weigh.net')}>
                <strong data-testid="weigh-net">{kg(done.net)}</strong>
              </Descriptions.Item>
              {done.expected !== null && (
                <Descriptions.Item label={t('admin.weigh.deviation')}>
                  {kg(done.expected)} · {done.deviationPct}%
                </Descriptions.Item>
              )}
            </Descriptions>
          </Card>
        )}
      </Col>
      <Col xs={24} lg={14}>
        <Card title={t('admin.weigh.operationTitle')} size="small">
          <Form<Values> form={form} layout="vertical" initialValues={{ kind: 'GROSS' }} disabled={!!done}>
            <Row gutter={12}>
              <Col xs={24} md={12}>
                <Form.Item
                  name="plate"
                  label={t('admin.weigh.plate')}
                  rules={[useRules().required(t('admin.weigh.plate'))]}
                >
                  <PlateInput lang={i18n.language === 'en' ? 'en' : 'zh-cn'} testId="weigh-plate" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="docCode"
                  label={t('admin.weigh.docCode')}
                  tooltip={t('admin.weigh.docCodeHint')}
                >
                  <Input allowClear maxLength={64} disabled={!!current} data-testid="weigh-doc" />
                </Form.Item>
                {found.length > 0 && (
                  <Space size={4} wrap style={{ marginTop: -16, marginBottom: 16 }} data-testid="weigh-docs">
                    <Typography.Text type="secondary">{t('admin.weigh.docsFound')}</Typography.Text>
                    {found.map((d) => (
                      <Tag.CheckableTag
                        key={d.no}
                        checked={form.getFieldValue('docCode') === d.no}
                        onChange={() => chooseDoc(d)}
                        data-testid={`weigh-doc-${d.no}`}
                      >
                        {t(`admin.weigh.docKind${d.kind as 'PERMIT'}`)} {d.no}
                        {d.expected !== null && ` · ${d.expected.toLocaleString()} kg`}
                      </Tag.CheckableTag>
                    ))}
                  </Space>
                )}
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="materialNo" label={t('admin.weigh.material')}>
                  <Select
                    allowClear
                    showSearch
                    disabled={!!current}
                    filterOption={false}
                    onSearch={setMaterialSearch}
                    options={(materials ?? []).map((m) => ({
                      value: m.materialNo,
                      label: `${m.materialNo} ${i18n.language === 'en' && m.nameEn ? m.nameEn : m.name}`,
                    }))}
                    data-testid="weigh-material"
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="location" label={t('admin.weigh.location')}>
                  <Input allowClear maxLength={16} disabled={!!current} data-testid="weigh-location" />
                </Form.Item>
              </Col>
            </Row>
            {!current && (
              <Form.Item name="kind" label={t('admin.weigh.firstKind')}>
                <Radio.Group
                  optionType="button"
                  options={WEIGH_KINDS.map((k) => ({ value: k, label: t(`admin.weigh.${k}`) }))}
                  data-testid="weigh-kind"
                />
              </Form.Item>
            )}
            <Form.Item label={t('admin.weigh.photo')}>
              <Upload
                accept="image/*"
                capture="environment"
                showUploadList={false}
                customRequest={({ file, onSuccess, onError }) => {
                  recordApi
                    .uploadPhoto(file as File)
                    .then((id) => {
                      setPhotoId(id)
                      onSuccess?.(id)
                    })
                    .catch((e: Error) => onError?.(e))
                }}
              >
                <Button icon={<CameraOutlined />} data-testid="weigh-photo">
                  {photoId ? t('admin.weigh.photoTaken') : t('admin.weigh.takePhoto')}
                </Button>
              </Upload>
            </Form.Item>
          </Form>
          {current && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 12 }}
              data-testid="weigh-open"
              title={`${t('admin.weigh.openRecord')}: ${current.recordNo}`}
              description={
                <Space direction="vertical" size={2}>
                  <span>
                    {t('admin.weigh.firstWeighing')}: {t(`admin.weigh.${current.firstKind ?? 'GROSS'}`)}{' '}
                    {kg(current.firstWeight)} · {formatTime(current.firstAt)}
                    {current.firstManual && (
                      <Tag style={{ marginInlineStart: 8 }}>{t('admin.weigh.manualMark')}</Tag>
                    )}
                  </span>
                  {current.docNo && (
                    <span>
                      {t('admin.weigh.doc')}: {current.docNo} · {t('admin.weigh.expected')}{' '}
                      {kg(current.expected)}
                    </span>
                  )}
                  {current.refusedCount > 0 && (
                    <Typography.Text type="danger" data-testid="weigh-refused">
                      {t('admin.weigh.refused', {
                        count: current.refusedCount,
                        note: current.lastRefusedNote ?? '',
                      })}
                    </Typography.Text>
                  )}
                </Space>
              }
            />
          )}
          {canWeigh && !done && (
            <Space wrap>
              <Button
                type="primary"
                size="large"
                loading={busy}
                disabled={!stable || !bridgeId}
                onClick={() => void run(current ? 'second' : 'first')}
                data-testid="weigh-take"
              >
                {takeLabel}
              </Button>
              {!current && (
                <Button
                  size="large"
                  disabled={!stable || !bridgeId || busy}
                  onClick={() => void run('stored')}
                  data-testid="weigh-stored"
                >
                  {t('admin.weigh.storedTare')}
                </Button>
              )}
              <Auth code="weighRecordManual">
                <Button
                  size="large"
                  icon={<EditOutlined />}
                  disabled={busy || !bridgeId}
                  onClick={() => setManualFor(current ? 'second' : 'first')}
                  data-testid="weigh-manual"
                >
                  {t('admin.weigh.manual')}
                </Button>
              </Auth>
              {!stable && <Typography.Text type="secondary">{t('admin.weigh.waitStable')}</Typography.Text>}
            </Space>
          )}
        </Card>
      </Col>
      <ManualDialog
        open={!!manualFor}
        busy={busy}
        onCancel={() => setManualFor(null)}
        onOk={(m) => void run(manualFor ?? 'first', m)}
      />
    </Row>
  )
}

function ManualDialog({
  open,
  busy,
  onCancel,
  onOk,
}: {
  open: boolean
  busy: boolean
  onCancel: () => void
  onOk: (m: { weight: number; reason: string }) => void
}) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<{ weight: number; reason: string }>()
  return (
    <Modal
      open={open}
      title={t('admin.weigh.manualTitle')}
      onCancel={onCancel}
      confirmLoading={busy}
      onOk={() => void form.validateFields().then(onOk)}
      destroyOnHidden
      data-testid="weigh-manual-dialog"
    >
      <Alert type="warning" showIcon title={t('admin.weigh.manualHint')} style={{ marginBottom: 12 }} />
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="weight"
          label={t('admin.weigh.weight')}
          rules={[rules.requiredNumber(t('admin.weigh.weight'))]}
        >
          <InputNumber
            min={0}
            max={1_000_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="weigh-manual-weight"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('admin.weigh.reason')}
          rules={[rules.required(t('admin.weigh.reason'))]}
        >
          <Input.TextArea rows={2} maxLength={255} data-testid="weigh-manual-reason" />
        </Form.Item>
      </Form>
    </Modal>
  )
}

/**
 * The demo bridge's control: the weight of a vehicle driving on (or off), which the server's
 * simulated indicator then shows, swinging before it settles. Only for a bridge marked simulated.
 */
function SimulatedControl({ bridgeId, max }: { bridgeId: string; max: number }) {
  const { t } = useTranslation()
  const [weight, setWeight] = useState<number | null>(35_240)
  const [busy, setBusy] = useState(false)
  const put = async (kg: number) => {
    setBusy(true)
    try {
      await bridgeApi.simulate(bridgeId, kg)
    } catch {
      // the request module showed the refusal
    } finally {
      setBusy(false)
    }
  }
  return (
    <Alert
      type="info"
      style={{ marginTop: 12 }}
      title={t('admin.weigh.simTitle')}
      data-testid="weigh-sim"
      description={
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('admin.weigh.simHint')}</Typography.Text>
          <Space wrap>
            <InputNumber
              min={0}
              max={Math.floor(max * 1.2)}
              step={20}
              value={weight}
              onChange={setWeight}
              aria-label={t('admin.weigh.simWeight')}
              addonAfter="kg"
              style={{ width: 180 }}
              data-testid="weigh-sim-weight"
            />
            <Button
              type="primary"
              loading={busy}
              disabled={weight === null}
              onClick={() => weight !== null && put(weight)}
              data-testid="weigh-sim-on"
            >
              {t('admin.weigh.simOn')}
            </Button>
            <Button loading={busy} onClick={() => put(0)} data-testid="weigh-sim-off">
              {t('admin.weigh.simOff')}
            </Button>
          </Space>
        </Space>
      }
    />
  )
}

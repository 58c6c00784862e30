import {
  CameraOutlined,
  CheckCircleFilled,
  CloseCircleFilled,
  InfoCircleFilled,
  LoginOutlined,
  LogoutOutlined,
  ScanOutlined,
  SearchOutlined,
} from '@ant-design/icons'
import {
  GATE_KINDS,
  type GateCheck,
  type GateInsideRow,
  type GateKind,
  type GateLogRow,
} from '@portal/contracts'
import { useQueryClient } from '@tanstack/react-query'
import type { IScannerControls } from '@zxing/browser'
import {
  Alert,
  App,
  Button,
  Card,
  DatePicker,
  Descriptions,
  type DescriptionsProps,
  Flex,
  Input,
  type InputRef,
  Modal,
  Spin,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd'
import type { Dayjs } from 'dayjs'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { gateApi } from '../../../api/krs/gate'
import { FileThumb, timeColumn } from '../../../components/ApplicationKit'
import SearchTable, { type STColumn } from '../../../components/SearchTable'
import { formatTime as time } from '../../../utils/time'

/** What a pass code may hold (the contract's). */
const CODE_MAX = 64
const DAY_FORMAT = 'YYYY-MM-DD'

/** A check as shown, with the code it was made with (what check-in and check-out send). */
interface Shown {
  code: string
  check: GateCheck
}

type Busy = 'check' | 'in' | 'out' | null

const KIND_COLOR: Record<string, string> = { VISIT: 'blue', WORK: 'orange' }
const isKnownKind = (k: GateKind): k is (typeof GATE_KINDS)[number] =>
  (GATE_KINDS as readonly string[]).includes(k)

/** A kind of pass in words: a kind the web does not know yet (a newer form's) as its code. */
function useKindText() {
  const { t } = useTranslation()
  return (kind: GateKind) => (isKnownKind(kind) ? t(`admin.krsGate.kind${kind}`) : kind)
}

function KindTag({ kind }: { kind: GateKind }) {
  const kindText = useKindText()
  return <Tag color={KIND_COLOR[kind]}>{kindText(kind)}</Tag>
}

/** The log's day filter as the read's `day` (`YYYY-MM-DD`). */
const toLogQuery = ({ day, ...values }: Record<string, unknown>) => ({
  ...values,
  day: day ? (day as Dayjs).format(DAY_FORMAT) : undefined,
})

/**
 * The guards' gate: a pass code scanned (a scanner types it and presses Enter, or the camera reads
 * its QR code) or typed tells who it is and whether it opens; check-in and check-out; who is inside
 * now; the log of comings and goings.
 */
export default function GatePage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const queryClient = useQueryClient()
  const input = useRef<InputRef>(null)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState<Busy>(null)
  const [shown, setShown] = useState<Shown | null>(null)
  const [scanning, setScanning] = useState(false)
  const { token } = theme.useToken()
  // The buttons as tall as the input's large text beside them.
  const tall = { height: 'auto', minHeight: token.controlHeightLG }

  // The next scan types over what is there.
  const refocus = () => input.current?.focus({ cursor: 'all' })

  const check = async (value: string) => {
    const v = value.trim()
    if (!v) return refocus()
    setBusy('check')
    try {
      setShown({ code: v, check: await gateApi.check({ code: v }) })
    } catch {
      // The request layer has told what went wrong.
      setShown(null)
    } finally {
      setBusy(null)
      refocus()
    }
  }

  const pass = async (direction: 'in' | 'out') => {
    if (!shown) return
    const { code: passCode } = shown
    setBusy(direction)
    try {
      const done = await (direction === 'in' ? gateApi.checkIn : gateApi.checkOut)({ code: passCode })
      void message.success(
        t(direction === 'in' ? 'admin.krsGate.checkedIn' : 'admin.krsGate.checkedOut', {
          name: done.personName ?? passCode,
        }),
      )
    } catch {
      // A refusal's reason has been shown by the request layer; the check below tells where it stands.
    }
    void queryClient.invalidateQueries({ queryKey: gateApi.key })
    try {
      setShown({ code: passCode, check: await gateApi.check({ code: passCode }) })
    } catch {
      // Told by the request layer; the last check stays shown.
    } finally {
      setBusy(null)
      refocus()
    }
  }

  const scanned = (value: string) => {
    setScanning(false)
    setCode(value)
    void check(value)
  }

  return (
    <>
      <Card variant="borderless" style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap style={{ maxWidth: 800 }}>
          <Input
            ref={input}
            size="large"
            autoFocus
            value={code}
            onChange={(e) => {
              setCode(e.target.value)
              if (!e.target.value) setShown(null)
            }}
            onPressEnter={() => void check(code)}
            placeholder={t('admin.krsGate.codeHint')}
            maxLength={CODE_MAX}
            allowClear
            autoComplete="off"
            spellCheck={false}
            prefix={<ScanOutlined />}
            style={{ flex: '1 1 260px', minWidth: 0, fontSize: 20 }}
            aria-label={t('admin.krsGate.code')}
            data-testid="gate-code"
          />
          <Flex gap={8} style={{ flex: '0 0 auto' }}>
            <Button
              type="primary"
              size="large"
              icon={<SearchOutlined />}
              loading={busy === 'check'}
              onClick={() => void check(code)}
              style={tall}
              data-testid="gate-check"
            >
              {t('admin.krsGate.check')}
            </Button>
            <Button
              size="large"
              icon={<CameraOutlined />}
              onClick={() => setScanning(true)}
              style={tall}
              data-testid="gate-scan"
            >
              {t('admin.krsGate.scan')}
            </Button>
          </Flex>
        </Flex>
        {shown && (
          <GateResult
            shown={shown}
            busy={busy}
            onCheckIn={() => void pass('in')}
            onCheckOut={() => void pass('out')}
          />
        )}
      </Card>
      <Modal
        open={scanning}
        title={t('admin.krsGate.scanTitle')}
        footer={null}
        onCancel={() => setScanning(false)}
        afterClose={refocus}
        destroyOnHidden
        width={520}
        data-testid="gate-scan-dialog"
      >
        {scanning && <CameraScan onCode={scanned} />}
      </Modal>
      <Card variant="borderless" styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          items={[
            { key: 'inside', label: t('admin.krsGate.insideTab'), children: <InsideList /> },
            { key: 'log', label: t('admin.krsGate.logTab'), children: <GateLog /> },
          ]}
        />
      </Card>
    </>
  )
}

/**
 * What the gate sees for a code: green when it opens, blue when its holder is inside (check-out
 * comes next), red with the reason when it does not open; who it is, and the two buttons.
 */
function GateResult({
  shown,
  busy,
  onCheckIn,
  onCheckOut,
}: {
  shown: Shown
  busy: Busy
  onCheckIn: () => void
  onCheckOut: () => void
}) {
  const { t } = useTranslation()
  const { token } = theme.useToken()
  const c = shown.check
  const state = c.inside ? 'inside' : c.ok ? 'ok' : 'refused'
  const look = {
    ok: { bg: token.colorSuccessBg, border: token.colorSuccessBorder, fg: token.colorSuccess },
    inside: { bg: token.colorInfoBg, border: token.colorInfoBorder, fg: token.colorInfo },
    refused: { bg: token.colorErrorBg, border: token.colorErrorBorder, fg: token.colorError },
  }[state]
  const Icon = { ok: CheckCircleFilled, inside: InfoCircleFilled, refused: CloseCircleFilled }[state]
  const reason = !c.refusal
    ? ''
    : c.kind === 'WORK' && (c.refusal === 'NOT_YET' || c.refusal === 'ENDED')
      ? t(`admin.krsGate.workRefusal${c.refusal}`)
      : t(`admin.krsGate.refusal${c.refusal}`)
  const headline =
    state === 'ok'
      ? t('admin.krsGate.resultOk')
      : state === 'inside'
        ? t('admin.krsGate.resultInside')
        : t('admin.krsGate.resultRefused', { reason })
  // Each kind names its holder's fields its own way (a visit's host, a job's project, goods' department).
  const labels =
    c.kind === 'WORK'
      ? (['contractor', 'project', 'workWindow'] as const)
      : c.kind === 'GOODS'
        ? (['goodsOrg', 'goodsResponsible', 'goodsWindow'] as const)
        : c.kind === 'DELIVERY'
          ? (['deliveryVendor', 'deliveryReceiver', 'deliveryWindow'] as const)
          : (['company', 'host', 'visitWindow'] as const)

  const details: DescriptionsProps['items'] = (
    [
      [labels[0], c.company],
      [labels[1], c.host],
      [labels[2], c.from || c.until ? [c.from, c.until].filter(Boolean).join(' ~ ') : null],
      ['plate', c.plate],
      ['companions', c.companions.length ? c.companions.join('、') : null],
      ['note', c.note],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([key, value]) => ({
      key,
      label: t(`admin.krsGate.${key}`),
      children: <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{value}</span>,
    }))

  return (
    <div
      data-testid="gate-result"
      data-ok={c.ok}
      data-refusal={c.refusal ?? ''}
      data-inside={c.inside}
      style={{
        marginTop: 16,
        padding: 16,
        background: look.bg,
        border: `2px solid ${look.border}`,
        borderRadius: token.borderRadiusLG,
        maxWidth: 1000,
      }}
    >
      <Flex gap={10} align="center" wrap>
        <Icon style={{ fontSize: 28, color: look.fg }} />
        <Typography.Text strong style={{ fontSize: 20, color: look.fg }}>
          {headline}
        </Typography.Text>
        {state === 'inside' && c.insideSince && (
          <Typography.Text type="secondary">
            {t('admin.krsGate.insideSince', { since: time(c.insideSince) })}
          </Typography.Text>
        )}
      </Flex>
      {state === 'inside' && c.refusal && c.refusal !== 'ALREADY_INSIDE' && (
        <Typography.Text type="danger" strong style={{ display: 'block', marginTop: 6 }}>
          {reason}
        </Typography.Text>
      )}
      <Flex gap={16} align="center" wrap style={{ marginTop: 12 }}>
        {c.photoId && <FileThumb id={c.photoId} label={c.personName ?? t('admin.krsGate.photo')} />}
        <div style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Flex gap={8} align="center" wrap>
            {c.personName && (
              <Typography.Title level={2} style={{ margin: 0, wordBreak: 'break-word' }}>
                {c.personName}
              </Typography.Title>
            )}
            {c.kind && <KindTag kind={c.kind} />}
          </Flex>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {t('admin.krsGate.code')}: {shown.code}
          </Typography.Text>
        </div>
      </Flex>
      {details.length > 0 && (
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="small"
          items={details}
          style={{ marginTop: 12 }}
        />
      )}
      <Flex gap={12} wrap style={{ marginTop: 16 }}>
        <Button
          type="primary"
          size="large"
          icon={<LoginOutlined />}
          disabled={!c.ok || busy !== null}
          loading={busy === 'in'}
          onClick={onCheckIn}
          style={{ flex: '1 1 140px', maxWidth: 220 }}
          data-testid="gate-checkin"
        >
          {t('admin.krsGate.checkIn')}
        </Button>
        <Button
          size="large"
          icon={<LogoutOutlined />}
          disabled={!c.inside || busy !== null}
          loading={busy === 'out'}
          onClick={onCheckOut}
          style={{ flex: '1 1 140px', maxWidth: 220 }}
          data-testid="gate-checkout"
        >
          {t('admin.krsGate.checkOut')}
        </Button>
      </Flex>
    </div>
  )
}

type CameraProblem = 'cameraUnsupported' | 'cameraDenied' | 'cameraMissing' | 'cameraBusy' | 'cameraFailed'

/** Why the camera did not open, from the browser's error. */
function cameraProblem(err: unknown): CameraProblem {
  const name = err instanceof Error || err instanceof DOMException ? err.name : ''
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name)) return 'cameraDenied'
  if (['NotFoundError', 'DevicesNotFoundError', 'OverconstrainedError'].includes(name)) return 'cameraMissing'
  if (['NotReadableError', 'TrackStartError', 'AbortError'].includes(name)) return 'cameraBusy'
  return 'cameraFailed'
}

/**
 * The camera's picture, read for a QR code until one is found (then the camera stops and the code is
 * handed on). The decoder is loaded only now, so it does not weigh on the page. Leaving (the dialog
 * closes) stops the camera too.
 */
function CameraScan({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [started, setStarted] = useState(false)
  const handOn = useRef(onCode)
  handOn.current = onCode

  useEffect(() => {
    let done = false
    let controls: IScannerControls | undefined
    const start = async () => {
      // No camera API: an old browser, or a page not served over HTTPS.
      if (!navigator.mediaDevices?.getUserMedia) return setProblem('cameraUnsupported')
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser')
        if (done) return
        const opened = await new BrowserQRCodeReader().decodeFromConstraints(
          { video: { facingMode: { ideal: 'environment' } }, audio: false },
          video.current ?? undefined,
          (result, _error, running) => {
            if (!result || done) return
            done = true
            running.stop()
            handOn.current(result.getText().trim())
          },
        )
        if (done) opened.stop()
        else {
          controls = opened
          setStarted(true)
        }
      } catch (err) {
        if (!done) setProblem(cameraProblem(err))
      }
    }
    void start()
    return () => {
      done = true
      controls?.stop()
    }
  }, [])

  return (
    <div data-testid="gate-scan-view">
      {problem ? (
        <Alert type="warning" showIcon title={t(`admin.krsGate.${problem}`)} data-testid="gate-scan-error" />
      ) : (
        <Typography.Paragraph type="secondary">{t('admin.krsGate.scanHint')}</Typography.Paragraph>
      )}
      <Spin spinning={!started && !problem} description={t('admin.krsGate.scanStarting')}>
        <video
          ref={video}
          muted
          playsInline
          style={{
            display: problem ? 'none' : 'block',
            width: '100%',
            aspectRatio: '4 / 3',
            objectFit: 'cover',
            background: '#000',
            borderRadius: 8,
          }}
        />
      </Spin>
    </div>
  )
}

/** Who is inside now, the latest arrival first. */
function InsideList() {
  const { t } = useTranslation()
  const kindText = useKindText()
  const columns: STColumn<GateInsideRow>[] = [
    { title: t('admin.krsGate.person'), dataIndex: 'personName', ellipsis: true },
    {
      title: t('admin.krsGate.kind'),
      dataIndex: 'kind',
      width: 110,
      printText: (r) => kindText(r.kind),
      render: (v: GateKind) => <KindTag kind={v} />,
    },
    { title: t('admin.krsGate.detail'), dataIndex: 'detail', ellipsis: true },
    timeColumn('since', t('admin.krsGate.since')),
    { title: t('admin.krsGate.guard'), dataIndex: 'guardName', width: 120, ellipsis: true },
  ]
  return (
    <SearchTable
      id="krs-gate-inside"
      rowKey="passKey"
      printTitle={t('admin.krsGate.insideTitle')}
      columns={columns}
      request={gateApi.inside}
      searchFields={[
        {
          name: 'searchKey',
          label: t('admin.krsGate.person'),
          node: (
            <Input allowClear placeholder={t('admin.krsGate.nameHint')} data-testid="gate-inside-q-name" />
          ),
        },
      ]}
      data-testid="gate-inside"
    />
  )
}

/** Every check-in and check-out, newest first, by name and day. */
function GateLog() {
  const { t } = useTranslation()
  const kindText = useKindText()
  const direction = (d: GateLogRow['direction']): ReactNode => (
    <Tag color={d === 'IN' ? 'success' : 'default'}>{t(`admin.krsGate.direction${d}`)}</Tag>
  )
  const columns: STColumn<GateLogRow>[] = [
    timeColumn('at', t('admin.krsGate.at')),
    { title: t('admin.krsGate.person'), dataIndex: 'personName', ellipsis: true },
    {
      title: t('admin.krsGate.kind'),
      dataIndex: 'kind',
      width: 110,
      printText: (r) => kindText(r.kind),
      render: (v: GateKind) => <KindTag kind={v} />,
    },
    {
      title: t('admin.krsGate.direction'),
      dataIndex: 'direction',
      width: 90,
      printText: (r) => t(`admin.krsGate.direction${r.direction}`),
      render: direction,
    },
    { title: t('admin.krsGate.guard'), dataIndex: 'guardName', width: 120, ellipsis: true },
  ]
  return (
    <SearchTable
      id="krs-gate-log"
      printTitle={t('admin.krsGate.logTitle')}
      columns={columns}
      request={gateApi.log}
      toQuery={toLogQuery}
      searchFields={[
        {
          name: 'searchKey',
          label: t('admin.krsGate.person'),
          node: <Input allowClear placeholder={t('admin.krsGate.nameHint')} data-testid="gate-log-q-name" />,
        },
        {
          name: 'day',
          label: t('admin.krsGate.day'),
          node: <DatePicker style={{ width: '100%' }} data-testid="gate-log-q-day" />,
        },
      ]}
      data-testid="gate-log"
    />
  )
}

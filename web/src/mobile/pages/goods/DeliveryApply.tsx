import {
  DELIVERY_LIMITS,
  type DeliveryDetail,
  type DeliverySource,
  isPlate,
  normalizePlate,
  type SapInfo,
} from '@portal/contracts'
import { Button, Form, Input, Toast } from 'antd-mobile'
import { useEffect, useRef, useState } from 'react'
import { PlateInput } from '../../../components/PlateInput'
import { ApplicationPage, required, rule, useApplication } from '../../components/Application'
import { DateField } from '../../components/DateField'
import { PersonNameField } from '../../components/StaffField'
import { PhoneItem, TextItem } from '../../components/TextItem'
import { api, errorText, useLang, useTexts } from '../../core'
import { useCompanyClock } from '../../lookups'
import { fill } from '../../texts'
import { DeliveryLines } from './DeliveryLines'
import { DELIVERY_OA, DELIVERY_SAP, type DeliveryLineValue, type DeliveryValues } from './deliveryKind'
import { GOODS_HOME } from './Home'
import { VehiclePass } from './VehiclePass'
import { laterToday } from './when'

/** The order number with its lookup button (the button fills the lines). */
function OrderLookup({
  value,
  onChange,
  onLookup,
  busy,
  disabled,
  placeholder,
}: {
  value?: string
  onChange?: (v: string) => void
  onLookup: () => void
  busy: boolean
  disabled?: boolean
  placeholder: string
}) {
  const t = useTexts()
  return (
    <div className="m-order-lookup">
      <Input
        value={value ?? ''}
        onChange={(v) => onChange?.(v.trim())}
        onEnterPress={onLookup}
        maxLength={DELIVERY_LIMITS.orderNo}
        placeholder={placeholder}
        disabled={disabled}
        clearable
        data-testid="m-orderNo"
      />
      {disabled ? null : (
        <Button size="small" color="primary" loading={busy} onClick={onLookup} data-testid="m-lookup">
          {busy ? t.delivery.looking : t.delivery.lookup}
        </Button>
      )}
    </div>
  )
}

/**
 * `/sentItem/{isEdit?}/{id?}` (lines from SAP) and `/sentItem1/{isEdit?}/{id?}` (from an OA purchase
 * request): a delivery note. The order looked up fills its lines with what is ordered and still open;
 * the vendor types what they bring now, the vehicle and the arrival. Approved, its QR code is the
 * truck's pass at the gate and on the weighbridge.
 */
export default function DeliveryApply({ source: routeSource }: { source: DeliverySource }) {
  const t = useTexts()
  const lang = useLang()
  const clock = useCompanyClock()
  const defaulted = useRef(false)
  const app = useApplication<DeliveryValues, DeliveryDetail>(
    routeSource === 'OA' ? DELIVERY_OA : DELIVERY_SAP,
    {
      draftLabel: routeSource === 'OA' ? t.delivery.oaNo : t.delivery.orderNo,
      onNew() {
        app.form.setFieldsValue({ source: routeSource, lines: [] })
        defaulted.current = true
      },
    },
  )
  const { form, id, disabled } = app
  const [busy, setBusy] = useState(false)
  // A saved note keeps its own source, whichever page opened it.
  const source = (Form.useWatch('source', form) as DeliverySource | undefined) ?? routeSource

  useEffect(() => {
    if (id || !defaulted.current || form.isFieldsTouched(['arriveAt'])) return
    form.setFieldsValue({ arriveAt: laterToday(clock.now) })
  }, [clock, id, form])

  async function lookup() {
    const orderNo = String(form.getFieldValue('orderNo') ?? '').trim()
    if (!orderNo) {
      form.setFields([{ name: 'orderNo', errors: [fill(t.common.required, { label: t.delivery.orderNo })] }])
      return
    }
    setBusy(true)
    try {
      const info =
        source === 'OA'
          ? await api.post<SapInfo>('/krs/sentitem/findInfoByOA', { oaNo: orderNo })
          : await api.post<SapInfo>('/krs/sentitem/getInfoBySap', { orderNo })
      const lines: DeliveryLineValue[] = info.lines.map(({ deliveryNo, ...l }) => ({
        ...l,
        refNo: deliveryNo,
        quantity: l.open > 0 ? l.open : null,
      }))
      form.setFieldsValue({ lines })
      if (info.partner && !form.getFieldValue('vendorName')) form.setFieldsValue({ vendorName: info.partner })
      form.setFields([{ name: 'orderNo', errors: [] }])
    } catch (err) {
      Toast.show({ icon: 'fail', content: errorText(err), duration: 4000 })
    } finally {
      setBusy(false)
    }
  }

  return (
    <ApplicationPage
      app={app}
      titles={{
        new: source === 'OA' ? t.delivery.titleOa : t.delivery.title,
        edit: t.delivery.editTitle,
        view: t.delivery.viewTitle,
      }}
      home={GOODS_HOME}
      stateTestId="m-delivery-state"
      above={(d) =>
        d.deliveryNo ? (
          <VehiclePass
            no={d.deliveryNo}
            title={t.delivery.pass}
            hint={t.delivery.passHint}
            caption={fill(t.delivery.passNo, { no: d.deliveryNo })}
            name={d.plate ?? d.vendorName ?? ''}
            when={fill(t.delivery.passArrive, { at: d.arriveAt ?? '' })}
            progress={d.progress}
            weighedNet={d.weighedNet}
            leftAt={d.leftAt}
            words={t.delivery}
            testId="m-delivery-pass"
          />
        ) : null
      }
    >
      <Form.Header>{t.delivery.orderPart}</Form.Header>
      <Form.Item
        name="orderNo"
        label={source === 'OA' ? t.delivery.oaNo : t.delivery.orderNo}
        rules={[required(t, source === 'OA' ? t.delivery.oaNo : t.delivery.orderNo)]}
      >
        <OrderLookup
          onLookup={lookup}
          busy={busy}
          disabled={disabled}
          placeholder={t.delivery.orderPlaceholder}
        />
      </Form.Item>
      <TextItem name="vendorName" label={t.delivery.vendor} required max={DELIVERY_LIMITS.vendor} />
      <Form.Item name="receiver" label={t.delivery.receiver} rules={[required(t, t.delivery.receiver)]}>
        <PersonNameField placeholder={t.delivery.receiverHint} testId="m-receiver" disabled={disabled} />
      </Form.Item>

      <Form.Header>{t.delivery.linesPart}</Form.Header>
      <Form.Item
        name="lines"
        rules={[
          {
            validator: async (_r, v: DeliveryLineValue[] | undefined) => {
              if (!v?.length) throw new Error(t.delivery.lookupFirst)
              const over = v.find((l) => (l.quantity ?? 0) > l.open + 1e-9)
              if (over) throw new Error(fill(t.delivery.quantityOver, { q: over.open }))
              if (!v.some((l) => (l.quantity ?? 0) > 0)) throw new Error(t.delivery.lineNone)
            },
          },
        ]}
      >
        <DeliveryLines disabled={disabled} />
      </Form.Item>

      <Form.Header>{t.delivery.vehiclePart}</Form.Header>
      <Form.Item
        name="plate"
        label={t.delivery.plate}
        rules={[
          required(t, t.delivery.plate),
          rule<string>((v) => !!v && !isPlate(normalizePlate(v)) && t.work.plateInvalid),
        ]}
      >
        <PlateInput lang={lang} disabled={disabled} placeholder={t.work.platePlaceholder} testId="m-plate" />
      </Form.Item>
      <TextItem name="driverName" label={t.delivery.driverName} required max={DELIVERY_LIMITS.name} />
      <PhoneItem name="driverPhone" label={t.delivery.driverPhone} testId="m-driverPhone" optional />
      <Form.Item
        name="arriveAt"
        label={t.delivery.arriveAt}
        rules={[
          required(t, t.delivery.arriveAt),
          rule<string>((v) => !!v && v.replace('T', ' ') < clock.now && t.delivery.arrivePast),
        ]}
      >
        <DateField time testId="m-arriveAt" disabled={disabled} />
      </Form.Item>
      <TextItem name="remark" label={t.delivery.remark} max={DELIVERY_LIMITS.remark} rows={[1, 4]} count />
    </ApplicationPage>
  )
}

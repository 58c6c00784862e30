import type { VisitDetail } from '@portal/contracts'
import { CenterPopup } from 'antd-mobile'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { localTime } from '../../components/StatusTag'
import { useTexts } from '../../core'
import { fill } from '../../texts'

/**
 * An approved visit's pass: the QR code of its pass code (and the code itself, for the guard to
 * type when the scanner fails), the window it opens in, and whether the visitor is inside.
 * Tapped, it fills the screen.
 */
export function VisitPass({ visit }: { visit: VisitDetail }) {
  const t = useTexts()
  const [big, setBig] = useState(false)
  const code = visit.passCode
  if (!code) return null
  const window = fill(t.visit.passWindow, { from: visit.visitStart ?? '', until: visit.visitEnd ?? '' })
  const last = visit.gate[visit.gate.length - 1]
  return (
    <section className="m-passes" data-testid="m-visit-pass">
      <h2>{t.visit.pass}</h2>
      <p className="m-hint">{t.visit.passHint}</p>
      <button type="button" className="m-pass m-pass-one" onClick={() => setBig(true)} data-testid="m-pass">
        <QRCodeSVG value={code} size={180} marginSize={2} title={visit.visitorName} />
        <strong>{visit.visitorName}</strong>
        <span className="m-pass-code" data-testid="m-pass-code">
          {fill(t.visit.passCode, { code })}
        </span>
        <span className="m-pass-days">{window}</span>
        {last ? (
          <span className="m-pass-days" data-testid="m-pass-gate">
            {fill(last.direction === 'IN' ? t.visit.inside : t.visit.left, { time: localTime(last.at) })}
          </span>
        ) : null}
      </button>
      <CenterPopup visible={big} onMaskClick={() => setBig(false)} destroyOnClose>
        <button type="button" className="m-pass-big" onClick={() => setBig(false)} data-testid="m-pass-big">
          <div>{t.visit.pass}</div>
          <QRCodeSVG value={code} size={260} marginSize={3} />
          <strong>{visit.visitorName}</strong>
          <div>{code}</div>
          <div>{window}</div>
          {visit.hostName ? <div>{fill(t.visit.hostIs, { name: visit.hostName })}</div> : null}
        </button>
      </CenterPopup>
    </section>
  )
}

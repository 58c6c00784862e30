import type { PermitDetail } from '@portal/contracts'
import { CenterPopup } from 'antd-mobile'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { localTime } from '../../components/StatusTag'
import { useTexts } from '../../core'
import { fill } from '../../texts'

/**
 * An approved permit's pass: the QR code of its number (the number itself too, for a guard or an
 * operator to type), when the goods are to leave, and how far they got. Tapped, it fills the screen.
 */
export function PermitPass({ permit }: { permit: PermitDetail }) {
  const t = useTexts()
  const [big, setBig] = useState(false)
  const no = permit.permitNo
  if (!no) return null
  const progress =
    permit.progress === 'LEFT'
      ? fill(t.permit.progressLEFT, { time: permit.leftAt ? localTime(permit.leftAt) : '' })
      : permit.progress === 'WEIGHED'
        ? fill(t.permit.progressWEIGHED, { kg: permit.weighedNet ?? '' })
        : t.permit.progressOPEN
  const used = permit.progress === 'LEFT'
  return (
    <section className="m-passes" data-testid="m-permit-pass">
      <h2>{t.permit.pass}</h2>
      <p className="m-hint">{t.permit.passHint}</p>
      <button
        type="button"
        className={`m-pass m-pass-one${used ? ' m-pass-used' : ''}`}
        onClick={() => setBig(true)}
        data-testid="m-pass"
      >
        <QRCodeSVG value={no} size={180} marginSize={2} title={fill(t.permit.passNo, { no })} />
        <strong>{permit.plate ?? permit.applicantName}</strong>
        <span className="m-pass-code" data-testid="m-pass-code">
          {fill(t.permit.passNo, { no })}
        </span>
        <span className="m-pass-days">{fill(t.permit.passExit, { at: permit.exitAt ?? '' })}</span>
        <span className="m-pass-days" data-testid="m-permit-progress">
          {progress}
        </span>
      </button>
      <CenterPopup visible={big} onMaskClick={() => setBig(false)} destroyOnClose>
        <button type="button" className="m-pass-big" onClick={() => setBig(false)} data-testid="m-pass-big">
          <div>{t.permit.pass}</div>
          <QRCodeSVG value={no} size={260} marginSize={3} />
          <strong>{permit.plate ?? permit.applicantName}</strong>
          <div>{no}</div>
          <div>{fill(t.permit.passExit, { at: permit.exitAt ?? '' })}</div>
        </button>
      </CenterPopup>
    </section>
  )
}

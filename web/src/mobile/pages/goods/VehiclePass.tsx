import type { PermitProgress } from '@portal/contracts'
import { CenterPopup } from 'antd-mobile'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { localTime } from '../../components/StatusTag'
import { fill } from '../../texts'

/**
 * An approved permit's or delivery note's pass: the QR code of its number (the number itself too,
 * for a guard or an operator to type), when the vehicle is due, and how far it got. Tapped, it fills
 * the screen; used up, it fades.
 */
export function VehiclePass(p: {
  no: string
  title: string
  hint: string
  /** The number as shown under the code. */
  caption: string
  /** The vehicle (or who), in large type. */
  name: string
  when: string
  progress: PermitProgress | null
  weighedNet: number | null
  leftAt: string | null
  words: { progressOPEN: string; progressWEIGHED: string; progressLEFT: string }
  testId: string
}) {
  const [big, setBig] = useState(false)
  const progress =
    p.progress === 'LEFT'
      ? fill(p.words.progressLEFT, { time: p.leftAt ? localTime(p.leftAt) : '' })
      : p.progress === 'WEIGHED'
        ? fill(p.words.progressWEIGHED, { kg: p.weighedNet ?? '' })
        : p.words.progressOPEN
  return (
    <section className="m-passes" data-testid={p.testId}>
      <h2>{p.title}</h2>
      <p className="m-hint">{p.hint}</p>
      <button
        type="button"
        className={`m-pass m-pass-one${p.progress === 'LEFT' ? ' m-pass-used' : ''}`}
        onClick={() => setBig(true)}
        data-testid="m-pass"
      >
        <QRCodeSVG value={p.no} size={180} marginSize={2} title={p.caption} />
        <strong>{p.name}</strong>
        <span className="m-pass-code" data-testid="m-pass-code">
          {p.caption}
        </span>
        <span className="m-pass-days">{p.when}</span>
        <span className="m-pass-days" data-testid="m-pass-progress">
          {progress}
        </span>
      </button>
      <CenterPopup visible={big} onMaskClick={() => setBig(false)} destroyOnClose>
        <button type="button" className="m-pass-big" onClick={() => setBig(false)} data-testid="m-pass-big">
          <div>{p.title}</div>
          <QRCodeSVG value={p.no} size={260} marginSize={3} />
          <strong>{p.name}</strong>
          <div>{p.no}</div>
          <div>{p.when}</div>
        </button>
      </CenterPopup>
    </section>
  )
}

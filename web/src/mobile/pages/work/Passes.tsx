import type { WorkPass } from '@portal/contracts'
import { CenterPopup, Tag } from 'antd-mobile'
import { QRCodeSVG } from 'qrcode.react'
import { useState } from 'react'
import { useTexts } from '../../core'
import { fill } from '../../texts'

/**
 * The workers' passes once approved: each a QR code of its pass code, shown at the gate. Tapped,
 * one fills the screen (easier for the gate's scanner). A revoked one shows why, without a code.
 */
export function Passes({
  passes,
  contractorName,
  label,
}: {
  passes: WorkPass[]
  contractorName: string
  label: (workType: string) => string
}) {
  const t = useTexts()
  const [big, setBig] = useState<WorkPass | null>(null)
  if (!passes.length) return null
  return (
    <section className="m-passes" data-testid="m-passes">
      <h2>{t.work.passes}</h2>
      <p className="m-hint">{t.work.passesHint}</p>
      <div className="m-pass-grid">
        {passes.map((p) => (
          <button
            type="button"
            key={p.id}
            className={`m-pass${p.status === 'ACTIVE' ? '' : ' m-pass-off'}`}
            disabled={p.status !== 'ACTIVE'}
            onClick={() => setBig(p)}
            data-testid="m-pass"
            data-name={p.personName}
            data-status={p.status}
          >
            {p.status === 'ACTIVE' && p.code ? (
              <QRCodeSVG value={p.code} size={132} marginSize={2} title={p.personName} />
            ) : (
              <div className="m-pass-void">{fill(t.work.passRevoked, { reason: p.revokedReason ?? '' })}</div>
            )}
            <strong>{p.personName}</strong>
            <Tag color={p.status === 'ACTIVE' ? 'success' : 'default'} fill="outline">
              {label(p.workType)}
            </Tag>
            <span className="m-pass-days">
              {fill(t.work.passValid, { from: p.validFrom, until: p.validUntil })}
            </span>
          </button>
        ))}
      </div>
      <CenterPopup visible={!!big} onMaskClick={() => setBig(null)} destroyOnClose>
        {big ? (
          <button type="button" className="m-pass-big" onClick={() => setBig(null)} data-testid="m-pass-big">
            <div>{t.work.passTitle}</div>
            <QRCodeSVG value={big.code} size={260} marginSize={3} />
            <strong>{big.personName}</strong>
            <div>{contractorName}</div>
            <div>{label(big.workType)}</div>
            <div>{fill(t.work.passValid, { from: big.validFrom, until: big.validUntil })}</div>
          </button>
        ) : null}
      </CenterPopup>
    </section>
  )
}

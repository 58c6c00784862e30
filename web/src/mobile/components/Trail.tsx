import type { TrailEntry } from '@portal/contracts'
import { Steps } from 'antd-mobile'
import { useTexts } from '../core'
import type { MobileTexts } from '../texts'
import { localTime } from './StatusTag'

/** An application's approval trail, oldest first: who did what at which step, with their comment. */
export function Trail({ trail }: { trail: TrailEntry[] }) {
  const t = useTexts()
  if (!trail.length) return null
  return (
    <section className="m-trail" data-testid="m-trail">
      <h2>{t.apply.trail}</h2>
      <Steps direction="vertical">
        {trail.map((h) => (
          <Steps.Step
            key={h.id}
            status={h.action === 'REJECT' || h.action === 'RETURN' ? 'error' : 'finish'}
            title={`${t.action[h.action as keyof MobileTexts['action']] ?? h.action} · ${h.actorName}`}
            description={
              <>
                {h.nodeName ? <div>{h.nodeName}</div> : null}
                {h.comment ? <div className="m-comment">{h.comment}</div> : null}
                <div>{localTime(h.createdAt)}</div>
              </>
            }
          />
        ))}
      </Steps>
    </section>
  )
}

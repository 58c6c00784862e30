import type { SlidePublic } from '@portal/contracts'
import { useEffect, useRef, useState } from 'react'
import { useSite } from '../core'
import Pic from './Pic'

const ADVANCE_MS = 6000

/**
 * Slides side by side in a scroll-snapping strip: without JavaScript a visitor swipes or scrolls
 * them; with it they advance every few seconds (not when reduced motion is asked for, nor while the
 * pointer or focus is on them) and the dots and arrows work.
 */
export default function Slideshow({ slides, compact }: { slides: SlidePublic[]; compact?: boolean }) {
  const { t, fill } = useSite()
  const track = useRef<HTMLDivElement>(null)
  const [index, setIndex] = useState(0)
  const paused = useRef(false)

  const go = (i: number) => {
    const el = track.current
    if (!el || !slides.length) return
    const n = (i + slides.length) % slides.length
    el.scrollTo({ left: n * el.clientWidth, behavior: 'smooth' })
    setIndex(n)
  }

  useEffect(() => {
    const el = track.current
    if (!el || slides.length < 2) return
    const onScroll = () => setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)))
    el.addEventListener('scroll', onScroll, { passive: true })
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches)
      return () => el.removeEventListener('scroll', onScroll)
    const timer = window.setInterval(() => {
      if (paused.current || document.hidden) return
      const n = (Math.round(el.scrollLeft / Math.max(1, el.clientWidth)) + 1) % slides.length
      el.scrollTo({ left: n * el.clientWidth, behavior: 'smooth' })
    }, ADVANCE_MS)
    return () => {
      window.clearInterval(timer)
      el.removeEventListener('scroll', onScroll)
    }
  }, [slides.length])

  if (!slides.length) return null
  return (
    <section
      className={compact ? 'slides compact' : 'slides'}
      aria-roledescription="carousel"
      aria-label={t.slides.label}
      onPointerEnter={() => {
        paused.current = true
      }}
      onPointerLeave={() => {
        paused.current = false
      }}
      onFocus={() => {
        paused.current = true
      }}
      onBlur={() => {
        paused.current = false
      }}
    >
      <div className="slides-track" ref={track}>
        {slides.map((s, i) => {
          const body = (
            <>
              <Pic id={s.imageId} alt={s.title} ratio={[1920, 720]} sizes="100vw" eager={i === 0} />
              <div className="slide-text">
                <div className="wrap">
                  {i === 0 && !compact ? (
                    <h2 className="slide-title">{s.title}</h2>
                  ) : (
                    <p className="slide-title">{s.title}</p>
                  )}
                  {s.subtitle && <p className="slide-sub">{s.subtitle}</p>}
                </div>
              </div>
            </>
          )
          return (
            <div className="slide" key={s.id}>
              {s.linkUrl ? (
                <a href={s.linkUrl} rel={/^https?:/.test(s.linkUrl) ? 'noopener' : undefined}>
                  {body}
                </a>
              ) : (
                body
              )}
            </div>
          )
        })}
      </div>
      {slides.length > 1 && (
        <div className="slides-nav">
          <button
            type="button"
            className="arrow"
            aria-label={t.slides.previous}
            onClick={() => go(index - 1)}
          >
            ‹
          </button>
          {slides.map((s, i) => (
            <button
              type="button"
              key={s.id}
              className="dot"
              aria-label={fill(t.slides.goTo, { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
          <button type="button" className="arrow" aria-label={t.slides.next} onClick={() => go(index + 1)}>
            ›
          </button>
        </div>
      )}
    </section>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { Button, Space, Spin } from 'antd'
import { type PointerEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fileSrc } from '../../../api/fileUrl'
import { userCenterApi } from '../../../api/sys/userCenter'
import { useSaving } from '../../../components/AdminKit/crud'
import { usePointerPress } from './usePointerPress'

/**
 * A handwritten signature on a canvas, saved as a PNG data URL. The saved signature is drawn back
 * into the canvas, so it can be kept, signed over or cleared.
 */
export default function SignaturePad() {
  const { t } = useTranslation()
  const canvas = useRef<HTMLCanvasElement>(null)
  /** The canvas holds a signature (loaded or drawn); an empty one saves as "no signature". */
  const inked = useRef(false)
  const [loading, setLoading] = useState(true)
  const { saving, run } = useSaving()
  const queryClient = useQueryClient()

  // The saved signature is the canvas's starting point: read once per showing (fresh, through the
  // cache), not followed afterwards (that would draw over what is being signed).
  useEffect(() => {
    let live = true
    queryClient
      .fetchQuery(userCenterApi.loginSignature.query())
      .then(
        (src) =>
          new Promise<void>((resolve) => {
            const c = canvas.current
            if (!src || !c || !live) return resolve()
            const img = new Image()
            img.onload = () => {
              if (live) {
                c.getContext('2d')?.drawImage(img, 0, 0, c.width, c.height)
                inked.current = true
              }
              resolve()
            }
            img.onerror = () => resolve()
            img.src = fileSrc(src) ?? ''
          }),
      )
      .catch(() => undefined)
      .finally(() => live && setLoading(false))
    return () => {
      live = false
    }
  }, [queryClient])

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect()
    return {
      x: ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      y: ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    }
  }
  // A stroke of the pen: from where it went down, along where it moves.
  const press = usePointerPress<HTMLCanvasElement>(
    (e) => {
      const ctx = e.currentTarget.getContext('2d')
      if (!ctx) return false
      inked.current = true
      const p = point(e)
      ctx.lineWidth = 3
      ctx.lineCap = 'round'
      ctx.lineJoin = 'round'
      ctx.strokeStyle = '#000'
      ctx.beginPath()
      ctx.moveTo(p.x, p.y)
      return true
    },
    (e) => {
      const ctx = e.currentTarget.getContext('2d')
      const p = point(e)
      ctx?.lineTo(p.x, p.y)
      ctx?.stroke()
    },
  )
  const clear = () => {
    const c = canvas.current
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height)
    inked.current = false
  }
  const save = async () => {
    const c = canvas.current
    if (!c) return
    await run(async () => {
      await userCenterApi.updateSignature(inked.current ? c.toDataURL('image/png') : '')
      void queryClient.invalidateQueries({ queryKey: userCenterApi.loginSignature.key })
    })
  }
  return (
    <div>
      <p>{t('admin.center.signatureHint')}</p>
      <Spin spinning={loading}>
        <canvas
          ref={canvas}
          width={600}
          height={200}
          style={{
            width: '100%',
            maxWidth: 600,
            border: '1px dashed var(--ant-color-border)',
            borderRadius: 8,
            touchAction: 'none',
            background: '#fff',
            display: 'block',
          }}
          {...press}
          aria-label={t('admin.center.signature')}
          data-testid="signature-canvas"
        />
      </Spin>
      <Space style={{ marginTop: 12 }}>
        <Button onClick={clear} data-testid="signature-clear">
          {t('admin.center.clearSignature')}
        </Button>
        <Button type="primary" onClick={() => void save()} loading={saving} data-testid="signature-save">
          {t('admin.center.saveSignature')}
        </Button>
      </Space>
    </div>
  )
}

import { App, Button, Space } from 'antd'
import { type PointerEvent, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { userCenterApi } from '../../../api/sys/userCenter'

/** A handwritten signature on a canvas, saved as a PNG data URL. */
export default function SignaturePad() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const dirty = useRef(false)

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect()
    return {
      x: ((e.clientX - r.left) * e.currentTarget.width) / r.width,
      y: ((e.clientY - r.top) * e.currentTarget.height) / r.height,
    }
  }
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    const ctx = e.currentTarget.getContext('2d')
    if (!ctx) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drawing.current = true
    dirty.current = true
    const p = point(e)
    ctx.lineWidth = 3
    ctx.lineCap = 'round'
    ctx.strokeStyle = '#000'
    ctx.beginPath()
    ctx.moveTo(p.x, p.y)
  }
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const ctx = e.currentTarget.getContext('2d')
    const p = point(e)
    ctx?.lineTo(p.x, p.y)
    ctx?.stroke()
  }
  const clear = () => {
    const c = canvas.current
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height)
    dirty.current = false
  }
  const save = async () => {
    const c = canvas.current
    if (!c) return
    try {
      await userCenterApi.updateSignature(dirty.current ? c.toDataURL('image/png') : '')
      void message.success(t('admin.common.saved'), 1)
    } catch {
      // shown by the request module
    }
  }
  return (
    <div>
      <p>{t('admin.center.signatureHint')}</p>
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
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={() => {
          drawing.current = false
        }}
        aria-label={t('admin.center.signature')}
      />
      <Space style={{ marginTop: 12 }}>
        <Button onClick={clear}>{t('admin.center.clearSignature')}</Button>
        <Button type="primary" onClick={() => void save()}>
          {t('admin.center.saveSignature')}
        </Button>
      </Space>
    </div>
  )
}

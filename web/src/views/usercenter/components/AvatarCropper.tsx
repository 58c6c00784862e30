import { Slider } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormFooter } from '../../../components/AdminKit'
import { useSaving } from '../../../components/AdminKit/crud'
import FormContainer from '../../../components/FormContainer'
import { usePointerPress } from './usePointerPress'

const VIEW = 280
const OUT = 256

/** Crops an image to a square avatar: drag to move, slide to zoom; the result is a 256 px PNG. */
export default function AvatarCropper({
  src,
  onClose,
  onDone,
}: {
  src: string | null
  onClose: () => void
  onDone: (dataUrl: string) => Promise<void>
}) {
  const { t } = useTranslation()
  const [img, setImg] = useState<HTMLImageElement | null>(null)
  const [zoom, setZoom] = useState(1)
  const [pos, setPos] = useState({ x: 0, y: 0 })
  const { saving, run } = useSaving()
  const grab = useRef({ x: 0, y: 0 })

  useEffect(() => {
    setImg(null)
    setZoom(1)
    setPos({ x: 0, y: 0 })
    if (!src) return
    const el = new Image()
    el.onload = () => setImg(el)
    el.src = src
  }, [src])

  // The image covers the square at zoom 1.
  const base = img ? VIEW / Math.min(img.width, img.height) : 1
  const w = (img?.width ?? 0) * base * zoom
  const h = (img?.height ?? 0) * base * zoom
  const clamp = (p: { x: number; y: number }) => ({
    x: Math.min(0, Math.max(VIEW - w, p.x)),
    y: Math.min(0, Math.max(VIEW - h, p.y)),
  })
  const at = clamp({ x: pos.x || (VIEW - w) / 2, y: pos.y || (VIEW - h) / 2 })

  // A drag moves the image by as much as the pointer moved from where it grabbed it.
  const press = usePointerPress<HTMLDivElement>(
    (e) => {
      grab.current = { x: e.clientX - at.x, y: e.clientY - at.y }
      return true
    },
    (e) => setPos(clamp({ x: e.clientX - grab.current.x, y: e.clientY - grab.current.y })),
  )

  const done = async () => {
    if (!img) return
    const canvas = document.createElement('canvas')
    canvas.width = OUT
    canvas.height = OUT
    const ctx = canvas.getContext('2d')
    if (!ctx) return
    const scale = OUT / VIEW
    ctx.drawImage(img, at.x * scale, at.y * scale, w * scale, h * scale)
    await run(() => onDone(canvas.toDataURL('image/png')))
  }

  return (
    <FormContainer
      title={t('admin.center.cropTitle')}
      open={!!src}
      onClose={onClose}
      width={360}
      data-testid="avatar-cropper"
      footer={<FormFooter onCancel={onClose} onOk={() => void done()} loading={saving} />}
    >
      <div
        style={{
          width: VIEW,
          height: VIEW,
          overflow: 'hidden',
          position: 'relative',
          margin: '0 auto',
          borderRadius: 8,
          background: '#000',
          cursor: 'move',
          touchAction: 'none',
        }}
        {...press}
      >
        {img && (
          <img
            src={img.src}
            alt=""
            draggable={false}
            style={{ position: 'absolute', left: at.x, top: at.y, width: w, height: h, maxWidth: 'none' }}
          />
        )}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 12 }}>
        <span>{t('admin.center.zoom')}</span>
        <Slider style={{ flex: 1 }} min={1} max={3} step={0.05} value={zoom} onChange={setZoom} />
      </div>
    </FormContainer>
  )
}

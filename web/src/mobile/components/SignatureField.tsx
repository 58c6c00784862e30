import { Button, Popup, Toast } from 'antd-mobile'
import { useCallback, useRef, useState } from 'react'
import SignaturePad from 'signature_pad'
import { api, errorText, myFileUrl, useTexts } from '../core'
import { fill } from '../texts'

/** Sizes the canvas to its box in device pixels, so strokes are sharp on any screen (and clears it). */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1)
  canvas.width = canvas.offsetWidth * ratio
  canvas.height = canvas.offsetHeight * ratio
  canvas.getContext('2d')?.scale(ratio, ratio)
  pad.clear()
}

interface Props {
  value?: string | null
  onChange?: (id: string | null) => void
  testId?: string
  disabled?: boolean
}

/** A handwritten signature: drawn in a sheet across the screen, kept as a PNG upload (its file id). */
export function SignatureField({ value, onChange, testId, disabled }: Props) {
  const t = useTexts()
  const [open, setOpen] = useState(false)
  const [saving, setSaving] = useState(false)
  const canvas = useRef<HTMLCanvasElement | null>(null)
  const pad = useRef<SignaturePad | null>(null)
  const release = useRef<(() => void) | null>(null)

  // The sheet renders its content after it opens: the pad is made when the canvas is there.
  const attach = useCallback((c: HTMLCanvasElement | null) => {
    release.current?.()
    release.current = null
    canvas.current = c
    if (!c) return
    const p = new SignaturePad(c, { penColor: '#111', minWidth: 1, maxWidth: 3 })
    pad.current = p
    // Once the sheet has its size; again when the phone turns.
    const fit = () => fitCanvas(c, p)
    const timer = setTimeout(fit, 50)
    window.addEventListener('resize', fit)
    release.current = () => {
      clearTimeout(timer)
      window.removeEventListener('resize', fit)
      p.off()
      pad.current = null
    }
  }, [])

  async function done() {
    const p = pad.current
    const c = canvas.current
    if (!p || !c || p.isEmpty()) {
      Toast.show({ content: t.apply.signEmpty })
      return
    }
    setSaving(true)
    try {
      const blob = await new Promise<Blob | null>((resolve) => c.toBlob(resolve, 'image/png'))
      if (!blob) throw new Error('canvas')
      const saved = await api.upload('/auth/c/upload', blob, 'signature.png')
      onChange?.(saved.id)
      setOpen(false)
    } catch (err) {
      Toast.show({ icon: 'fail', content: fill(t.common.uploadFailed, { msg: errorText(err) }) })
    } finally {
      setSaving(false)
    }
  }

  return (
    <div data-testid={testId}>
      {value ? <img className="m-signature" src={myFileUrl(value)} alt={t.apply.signature} /> : null}
      {disabled ? null : (
        <Button size="small" onClick={() => setOpen(true)} data-testid={testId && `${testId}-open`}>
          {value ? t.apply.signAgain : t.apply.sign}
        </Button>
      )}
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName="m-sign-sheet" destroyOnClose>
        <canvas ref={attach} className="m-sign-canvas" data-testid={testId && `${testId}-canvas`} />
        <div className="m-sign-actions">
          <Button onClick={() => pad.current?.clear()}>{t.apply.signClear}</Button>
          <Button onClick={() => setOpen(false)}>{t.common.cancel}</Button>
          <Button color="primary" loading={saving} onClick={done} data-testid={testId && `${testId}-done`}>
            {t.apply.signDone}
          </Button>
        </div>
      </Popup>
    </div>
  )
}

import type { PicCaptcha } from '@portal/contracts'
import { useCallback, useState } from 'react'

/** A picture captcha read with `read` (a stable call): the current one (null until read, or when that failed). */
export function usePicCaptcha(read: () => Promise<PicCaptcha>) {
  const [captcha, setCaptcha] = useState<PicCaptcha | null>(null)
  const refresh = useCallback(async () => {
    try {
      setCaptcha(await read())
    } catch {
      setCaptcha(null)
    }
  }, [read])
  return { captcha, refresh }
}

/** The captcha's picture as a button: a click asks for another. */
export function CaptchaButton({
  captcha,
  onRefresh,
  refreshLabel,
  alt,
  className,
  testId,
}: {
  captcha: PicCaptcha | null
  onRefresh: () => Promise<void>
  refreshLabel: string
  alt: string
  className: string
  testId: string
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => void onRefresh()}
      title={refreshLabel}
      aria-label={refreshLabel}
      data-testid={testId}
    >
      {captcha && <img src={captcha.validCodeBase64} alt={alt} />}
    </button>
  )
}

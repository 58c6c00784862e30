import {
  isPlate,
  PLATE_DIGITS,
  PLATE_EMBASSY,
  PLATE_NEW_ENERGY_LENGTH,
  PLATE_PROVINCES,
  PLATE_SUFFIXES,
  plateNextChars,
} from '@portal/contracts'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import './plateInput.css'

/**
 * A licence-plate field with its own keyboard (spec §4, §5): the phone's keyboard would offer
 * neither the province characters nor a way to keep I and O out. Keys that cannot lead to a plate
 * at the current position are disabled (`plateNextChars`), so an invalid plate cannot be typed.
 * Plain React and CSS: phone pages use it without antd, the back-office alike.
 */

type Lang = 'zh-cn' | 'en'
const TEXTS = {
  'zh-cn': {
    placeholder: '点击输入车牌号',
    newEnergy: '新能源',
    toLetters: 'ABC',
    toHanzi: '汉字',
    clear: '清空',
    close: '关闭',
    done: '确定',
    backspace: '删除',
    keyboard: '车牌键盘',
  },
  en: {
    placeholder: 'Tap to enter the plate',
    newEnergy: 'NEV',
    toLetters: 'ABC',
    toHanzi: '汉字',
    clear: 'Clear',
    close: 'Close',
    done: 'Done',
    backspace: 'Delete',
    keyboard: 'Plate keyboard',
  },
} as const

/** What the keyboard takes from the page's bottom (spec §9). */
export const PLATE_KEYBOARD_HEIGHT = 260

const HANZI_ROWS = [
  PLATE_PROVINCES.slice(0, 10),
  PLATE_PROVINCES.slice(10, 20),
  PLATE_PROVINCES.slice(20, 30),
  [...PLATE_PROVINCES.slice(30), PLATE_EMBASSY, ...PLATE_SUFFIXES],
]
const ALNUM_ROWS = [PLATE_DIGITS, [...'QWERTYUP'], [...'ASDFGHJKL'], [...'ZXCVBNM']]
const HANZI = new Set(HANZI_ROWS.flat())

type Keys = 'hanzi' | 'alnum'
/** The page that has keys for what comes next: provinces first, then letters and digits. */
const pageFor = (value: string, current: Keys): Keys => {
  const next = [...plateNextChars(value)]
  if (next.length === 0) return current
  const hanzi = next.some((c) => HANZI.has(c))
  const alnum = next.some((c) => !HANZI.has(c))
  if (value === '') return 'hanzi'
  if (current === 'hanzi' && !hanzi) return 'alnum'
  if (current === 'alnum' && !alnum) return 'hanzi'
  return current
}

interface Props {
  value?: string
  onChange?: (value: string) => void
  /** Done (the plate), or Clear (an empty one). */
  onSubmit?: (value: string) => void
  lang?: Lang
  disabled?: boolean
  placeholder?: string
  /** Whether a tap outside the keyboard closes it. */
  maskClosable?: boolean
  'aria-label'?: string
  testId?: string
}

export function PlateInput({
  value: held = '',
  onChange,
  onSubmit,
  lang = 'zh-cn',
  disabled,
  placeholder,
  maskClosable = true,
  'aria-label': ariaLabel,
  testId,
}: Props) {
  const t = TEXTS[lang]
  const [open, setOpen] = useState(false)
  // While the keyboard is open the plate is being typed: it reaches `onChange` (and a form's check
  // of it) when the keyboard closes, so a half-typed plate is never called invalid.
  const [typed, setTyped] = useState<string | null>(null)
  const value = typed ?? held
  const [keys, setKeys] = useState<Keys>(() => pageFor(held, 'hanzi'))
  const field = useRef<HTMLButtonElement>(null)
  const keyboardId = useId()
  const chars = [...value]
  const next = plateNextChars(value)
  const otherPage = (keys === 'hanzi' ? ALNUM_ROWS : HANZI_ROWS).flat()
  const canToggle = otherPage.some((c) => next.has(c))

  // The page keeps room for the keyboard below the field, and the field stays in sight above it.
  useEffect(() => {
    if (!open) return
    const body = document.body
    const before = body.style.paddingBottom
    body.style.paddingBottom = `${PLATE_KEYBOARD_HEIGHT}px`
    const el = field.current
    if (el) {
      const over = el.getBoundingClientRect().bottom - (window.innerHeight - PLATE_KEYBOARD_HEIGHT) + 12
      if (over > 0) window.scrollBy({ top: over })
    }
    return () => {
      body.style.paddingBottom = before
    }
  }, [open])

  const set = (v: string) => {
    setKeys((k) => pageFor(v, k))
    setTyped(v)
    // Typed on a hardware keyboard with ours closed: it opens, to be closed like any typing.
    setOpen(true)
  }
  const type = (c: string) => {
    if (next.has(c)) set(value + c)
  }
  const backspace = () => set(chars.slice(0, -1).join(''))
  /** Closes the keyboard, handing on what was typed (`now`: the plate as of this key). */
  const close = (now = value) => {
    setOpen(false)
    setTyped(null)
    if (now !== held) onChange?.(now)
    field.current?.focus()
  }
  const submit = () => {
    if (value && !isPlate(value)) return
    close()
    onSubmit?.(value)
  }
  const clear = () => {
    close('')
    onSubmit?.('')
  }
  const show = () => {
    if (disabled) return
    setKeys(pageFor(held, 'hanzi'))
    setTyped(held)
    setOpen(true)
  }

  // A hardware keyboard types too, through the same rule.
  const onKeyDown = (e: KeyboardEvent) => {
    if (disabled) return
    if (e.key === 'Backspace') backspace()
    else if (e.key === 'Escape' && open) close()
    else if (e.key === 'Enter' && (e.target as HTMLElement) === field.current) {
      if (open) submit()
      else show()
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      if (e.key === ' ') show()
      else type(e.key.toUpperCase())
    } else return
    e.preventDefault()
  }

  // Open, the eighth slot shows that a new-energy plate has one more character.
  const slots = open ? Math.max(PLATE_NEW_ENERGY_LENGTH, chars.length) : chars.length
  return (
    <>
      <button
        ref={field}
        type="button"
        className={`plate-field${open ? ' plate-field-open' : ''}`}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? keyboardId : undefined}
        data-testid={testId}
        data-value={value}
        onClick={show}
        onKeyDown={onKeyDown}
      >
        {value || open ? (
          Array.from({ length: slots }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a slot is its position
              key={i}
              className={`plate-slot${i === chars.length && open ? ' plate-slot-cursor' : ''}${
                i === PLATE_NEW_ENERGY_LENGTH - 1 ? ' plate-slot-nev' : ''
              }`}
            >
              {chars[i] ?? (i === PLATE_NEW_ENERGY_LENGTH - 1 ? <small>{t.newEnergy}</small> : '')}
            </span>
          ))
        ) : (
          <span className="plate-placeholder">{placeholder ?? t.placeholder}</span>
        )}
      </button>
      {open
        ? createPortal(
            <>
              {/* A tap beside the keyboard; the keys Escape and Close do the same. */}
              <div
                className="plate-mask"
                aria-hidden="true"
                onClick={maskClosable ? () => close() : undefined}
                data-testid="plate-mask"
              />
              <div
                id={keyboardId}
                className="plate-keyboard"
                role="dialog"
                aria-label={t.keyboard}
                style={{ height: PLATE_KEYBOARD_HEIGHT }}
                onKeyDown={onKeyDown}
                data-testid="plate-keyboard"
              >
                <div className="plate-bar">
                  <button
                    type="button"
                    className="plate-bar-btn"
                    disabled={!canToggle}
                    onClick={() => setKeys(keys === 'hanzi' ? 'alnum' : 'hanzi')}
                    data-testid="plate-toggle"
                  >
                    {keys === 'hanzi' ? t.toLetters : t.toHanzi}
                  </button>
                  <span className="plate-bar-value" aria-live="polite" data-testid="plate-preview">
                    {value}
                  </span>
                  <button type="button" className="plate-bar-btn" onClick={clear} data-testid="plate-clear">
                    {t.clear}
                  </button>
                  <button
                    type="button"
                    className="plate-bar-btn"
                    onClick={() => close()}
                    data-testid="plate-close"
                  >
                    {t.close}
                  </button>
                  <button
                    type="button"
                    className="plate-bar-btn plate-bar-done"
                    disabled={!!value && !isPlate(value)}
                    onClick={submit}
                    data-testid="plate-done"
                  >
                    {t.done}
                  </button>
                </div>
                <div className="plate-keys" data-page={keys}>
                  {(keys === 'hanzi' ? HANZI_ROWS : ALNUM_ROWS).map((row, r) => (
                    <div className="plate-row" key={row.join('')}>
                      {row.map((c) => (
                        <button
                          type="button"
                          key={c}
                          className="plate-key"
                          disabled={!next.has(c)}
                          onClick={() => type(c)}
                          data-testid={`plate-key-${c}`}
                        >
                          {c}
                        </button>
                      ))}
                      {r === 3 ? (
                        <button
                          type="button"
                          className="plate-key plate-key-wide"
                          disabled={!value}
                          onClick={backspace}
                          aria-label={t.backspace}
                          data-testid="plate-backspace"
                        >
                          ⌫
                        </button>
                      ) : null}
                    </div>
                  ))}
                </div>
              </div>
            </>,
            document.body,
          )
        : null}
    </>
  )
}

import { type PointerEvent, useRef } from 'react'

/**
 * Pointer handlers that follow one press from down to up, the pointer captured meanwhile (a drag, a
 * stroke of the pen): `start` answers whether the press begins; `move` sees only pressed moves.
 */
export function usePointerPress<E extends Element>(
  start: (e: PointerEvent<E>) => boolean,
  move: (e: PointerEvent<E>) => void,
) {
  const pressed = useRef(false)
  return {
    onPointerDown: (e: PointerEvent<E>) => {
      if (!start(e)) return
      e.currentTarget.setPointerCapture(e.pointerId)
      pressed.current = true
    },
    onPointerMove: (e: PointerEvent<E>) => {
      if (pressed.current) move(e)
    },
    onPointerUp: () => {
      pressed.current = false
    },
  }
}

import { createErrorBlock } from 'antd-mobile/es/components/error-block/create-error-block.js'

/**
 * antd-mobile's ErrorBlock with small line icons instead of its four illustrations (30 KB of inline
 * SVG that every phone page loaded before its first row: the not-found page and each list's empty
 * state import it).
 */
const icon = (path: string) => (
  <svg viewBox="0 0 48 48" width="72" height="72" aria-hidden="true">
    <path
      d={path}
      fill="none"
      stroke="#b0b0b0"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

export const ErrorBlock = createErrorBlock({
  // A page with a question mark.
  default: icon('M12 6h18l8 8v28H12z M30 6v8h8 M21 22a4 4 0 1 1 5 4c-1 .5-1 1.5-1 3 M25 34v.5'),
  // An empty tray.
  empty: icon('M6 28l6-16h24l6 16v12H6z M6 28h11l2 5h10l2-5h11'),
  // A cloud, crossed out.
  disconnected: icon('M14 36h21a8 8 0 0 0 0-16 11 11 0 0 0-21-2 9 9 0 0 0 0 18z M8 8l32 32'),
  // An hourglass.
  busy: icon('M14 6h20 M14 42h20 M16 6c0 10 16 12 16 18S16 32 16 42 M32 6c0 10-16 12-16 18s16 6 16 18'),
})

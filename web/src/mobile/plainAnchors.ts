/**
 * antd-mobile renders a clickable list row (a row with `onClick`, the "add" row of `Form.Array`) as
 * an `<a>` without `href`: no keyboard can reach it and it is no link. Each such row becomes a
 * button to assistive technology and to the keyboard (focusable; Enter and Space press it).
 */
const ROWS = 'a.adm-plain-anchor:not([href])'

function mark() {
  for (const a of document.querySelectorAll(`${ROWS}:not([role])`)) {
    a.setAttribute('role', 'button')
    a.setAttribute('tabindex', '0')
  }
}

export function buttonRows() {
  mark()
  new MutationObserver(mark).observe(document.body, { childList: true, subtree: true })
  document.addEventListener('keydown', (e) => {
    const row = e.target instanceof Element ? e.target.closest(ROWS) : null
    if (!row || (e.key !== 'Enter' && e.key !== ' ')) return
    e.preventDefault()
    ;(row as HTMLElement).click()
  })
}

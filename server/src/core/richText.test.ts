import { describe, expect, it } from 'vitest'
import { richTextIsEmpty, sanitizeRichText } from './richText.js'

describe('rich text sanitiser', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下</u><s>删</s></p><ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引</p></blockquote><p><img src="/api/file/1" alt="图" /></p>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('drops scripts, event handlers, styles, frames and script links', () => {
    const dirty =
      '<p style="color:red" onclick="x()">a<script>alert(1)</script><img src="x" onerror="alert(2)"><iframe src="https://evil"></iframe><a href="javascript:alert(3)">b</a><a href="https://ok.example" target="_self">c</a></p><style>p{}</style>'
    expect(sanitizeRichText(dirty)).toBe(
      '<p>a<img src="x" /><a rel="noopener noreferrer">b</a><a href="https://ok.example" target="_blank" rel="noopener noreferrer">c</a></p>',
    )
  })

  it('stores an empty document as nothing', () => {
    expect(sanitizeRichText('<p></p>')).toBeNull()
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBeNull()
    expect(sanitizeRichText(null)).toBeNull()
    expect(richTextIsEmpty('<p><img src="a.png" /></p>')).toBe(false)
  })
})

import { Space } from 'antd'

/**
 * A colour code with a small square of the colour beside it: the colour itself as text (a tag in
 * that colour) is unreadable for light ones.
 */
export default function ColorSwatch({ color }: { color: string }) {
  return (
    <Space size={6}>
      <span className="color-swatch" style={{ background: color }} aria-hidden />
      {color}
    </Space>
  )
}

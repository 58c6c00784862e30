import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types'
import { createElement, type ReactNode } from 'react'

const render = (node: AbstractNode, key?: number): ReactNode =>
  createElement(node.tag, { key, ...node.attrs }, node.children?.map(render))

/**
 * An Ant Design icon drawn from its SVG data alone. The login page avoids @ant-design/icons (and with
 * it antd's context and style injection) to stay small; it looks the same as `<XxxOutlined/>`.
 */
export default function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon
  return (
    <span className={`login-icon ${className ?? ''}`} aria-hidden="true">
      {createElement(
        'svg',
        { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor' },
        svg.children?.map(render),
      )}
    </span>
  )
}

import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types'
import { createElement, type ReactNode } from 'react'

const render = (node: AbstractNode, key?: number): ReactNode =>
  createElement(node.tag, { key, ...node.attrs }, node.children?.map(render))

/**
 * An Ant Design icon drawn from its SVG data alone (imported from the package's `lib/` copy: the
 * `es/` modules belong to the shared icon chunk of the shell, which the login page must not load). The login page avoids @ant-design/icons (and with
 * it antd's context and style injection) to stay small; it looks the same as `<XxxOutlined/>`.
 */
export default function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }) {
  // `lib/` is CommonJS: with Node's interop the default import is the whole `exports` object.
  const def = (icon as IconDefinition & { default?: IconDefinition }).default ?? icon
  const svg = typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon
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

import { Drawer } from 'antd'
import type { ReactNode } from 'react'
import { useSettingsStore } from '../stores/settings'
import DragModal from './DragModal'

interface FormContainerProps {
  title: ReactNode
  open: boolean
  onClose: () => void
  children: ReactNode
  /** Buttons under the form (OK / cancel are the form's own business). */
  footer?: ReactNode
  /** Width of the drawer or the dialog (default 600 px). */
  width?: number | string
  destroyOnHidden?: boolean
  'data-testid'?: string
}

/** Where forms open (spec §2): a drawer or a dialog, as the form-style setting says. */
export default function FormContainer({
  title,
  open,
  onClose,
  children,
  footer,
  width = 600,
  destroyOnHidden = true,
  ...rest
}: FormContainerProps) {
  const formStyle = useSettingsStore((s) => s.formStyle)
  // What the drawer and the dialog take alike.
  const shared = { title, open, destroyOnHidden, 'data-testid': rest['data-testid'] }
  return formStyle === 'drawer' ? (
    <Drawer {...shared} onClose={onClose} size={width} footer={footer} className="form-container is-drawer">
      {children}
    </Drawer>
  ) : (
    <DragModal
      {...shared}
      onCancel={onClose}
      width={width}
      footer={footer ?? null}
      className="form-container is-modal"
    >
      {children}
    </DragModal>
  )
}

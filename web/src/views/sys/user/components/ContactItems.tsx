import { USER_LIMITS } from '@portal/contracts'
import { useTranslation } from 'react-i18next'
import { useRules } from '../../../../components/AdminKit'
import { TextItem } from '../../../../components/AdminKit/items'

/**
 * The form items of a user's contact details (the user form's further details, the personal
 * centre), as a keyed list: a FormGrid puts each in a cell of its own.
 */
export function useContactItems() {
  const { t } = useTranslation()
  const rules = useRules()
  return [
    <TextItem key="address" name="address" label={t('admin.user.address')} max={USER_LIMITS.address} />,
    <TextItem
      key="emergencyContact"
      name="emergencyContact"
      label={t('admin.user.emergencyContact')}
      max={USER_LIMITS.emergencyContact}
    />,
    <TextItem
      key="emergencyPhone"
      name="emergencyPhone"
      label={t('admin.user.emergencyPhone')}
      max={USER_LIMITS.phone}
      rules={[rules.phone()]}
    />,
  ]
}

import { App, Button, Form, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { allPages } from '../../api/request'
import { userApi } from '../../api/sys/user'
import { SubjectDialog } from '../AdminKit/crud'
import PersonSelect from '../PersonSelect'
import { GroupSelect } from '../Selectors'

interface UserGrantProps {
  /** Open for this subject (a role or a group). */
  subject: { id: string; name: string } | null
  title: string
  /** Label of the chosen people. */
  label: string
  loadOwned: (id: string) => Promise<string[]>
  save: (id: string, userIds: string[]) => Promise<unknown>
  onClose: () => void
  onSaved?: () => void
  'data-testid'?: string
  selectTestId?: string
}

/**
 * Choose the users of a role or the members of a group: the paged person selector, and all the
 * enabled members of a user group (those in the caller's scope) added at once.
 */
export default function UserGrant({
  subject,
  title,
  label,
  loadOwned,
  save,
  onClose,
  onSaved,
  selectTestId,
  ...rest
}: UserGrantProps) {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const [ids, setIds] = useState<string[]>([])
  const [groupId, setGroupId] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)

  const addGroup = async () => {
    if (!groupId) return
    setAdding(true)
    try {
      const people = await allPages((current) =>
        userApi
          .personSelector({ current, size: 100, groupId })
          .then((p) => ({ records: p.personNameVos, total: p.total })),
      )
      const added = people.map((p) => p.value).filter((id) => !ids.includes(id))
      setIds((prev) => [...prev, ...added.filter((id) => !prev.includes(id))])
      if (added.length) void message.success(t('admin.group.groupAdded', { count: added.length }), 1)
      else void message.info(t('admin.group.groupNone'), 1)
    } catch {
      // the request module has shown the server's message
    } finally {
      setAdding(false)
    }
  }

  return (
    <SubjectDialog
      subjectId={subject?.id}
      title={title}
      width={560}
      data-testid={rest['data-testid']}
      load={(id) => {
        setIds([])
        setGroupId(null)
        return loadOwned(id)
      }}
      onLoaded={setIds}
      onSave={(id) => save(id, ids)}
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form layout="vertical">
        <Form.Item label={label}>
          <PersonSelect
            multiple
            value={ids}
            onChange={(v) => setIds((v as string[] | null) ?? [])}
            data-testid={selectTestId}
          />
        </Form.Item>
        <Form.Item label={t('admin.group.fromGroup')} extra={t('admin.group.fromGroupHint')}>
          <Space.Compact style={{ width: '100%' }}>
            <GroupSelect
              value={groupId}
              onChange={(v) => setGroupId((v as string | null) ?? null)}
              data-testid="grant-group-select"
            />
            <Button
              onClick={() => void addGroup()}
              loading={adding}
              disabled={!groupId}
              data-testid="grant-group-add"
            >
              {t('admin.group.addMembers')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </SubjectDialog>
  )
}

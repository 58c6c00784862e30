import { Dialog, List } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { api, setToken, useTexts } from '../../core'
import { Page } from '../../Page'
import { fill } from '../../texts'

/** `/contractor`: what a contractor can do here, once signed in. */
export default function ContractorHome() {
  const t = useTexts()
  const navigate = useNavigate()
  const [phone, setPhone] = useState('')
  useEffect(() => {
    api
      .get<{ phone: string }>('/auth/c/getLoginUser')
      .then((u) => setPhone(u.phone))
      .catch(() => {})
  }, [])

  async function signOut() {
    if (
      !(await Dialog.confirm({
        content: t.common.signOutConfirm,
        confirmText: t.common.confirm,
        cancelText: t.common.cancel,
      }))
    )
      return
    await api.get('/auth/c/doLogout').catch(() => {})
    setToken(null)
  }

  return (
    <Page title={t.contractor.title} back={false}>
      <p className="m-welcome" data-testid="m-welcome">
        {phone
          ? fill(t.contractor.welcome, { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` })
          : '\u00a0'}
      </p>
      <List mode="card">
        <List.Item
          description={t.contractor.applyHint}
          onClick={() => navigate('/contractorsApply')}
          data-testid="m-go-apply"
        >
          {t.contractor.apply}
        </List.Item>
        <List.Item
          description={t.contractor.recordsHint}
          onClick={() => navigate('/contractorsApplyRecords')}
          data-testid="m-go-records"
        >
          {t.contractor.records}
        </List.Item>
      </List>
      <List mode="card">
        <List.Item
          description={t.contractor.workHint}
          onClick={() => navigate('/workApplication')}
          data-testid="m-go-work"
        >
          {t.contractor.work}
        </List.Item>
        <List.Item
          description={t.contractor.workRecordsHint}
          onClick={() => navigate('/workApplicationRecords')}
          data-testid="m-go-work-records"
        >
          {t.contractor.workRecords}
        </List.Item>
      </List>
      <List mode="card">
        <List.Item onClick={signOut} data-testid="m-signout">
          {t.common.signOut}
        </List.Item>
      </List>
    </Page>
  )
}

import { List } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { api, setToken, useTexts } from '../core'
import { Page } from '../Page'
import { fill } from '../texts'
import { confirmed } from './Application'

export interface AreaLink {
  label: string
  hint: string
  path: string
  testId: string
}

/**
 * The home of a phone area (contractors, visitors): a greeting with the signed-in phone, masked,
 * the area's pages in groups, and signing out.
 */
export function AreaHome({
  title,
  welcome,
  home,
  groups,
}: {
  title: string
  /** With `{phone}`. */
  welcome: string
  home: string
  groups: AreaLink[][]
}) {
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
    if (!(await confirmed(t, t.common.signOutConfirm))) return
    await api.get('/auth/c/doLogout').catch(() => {})
    setToken(null)
  }

  return (
    <Page title={title} back={false} home={home}>
      <p className="m-welcome" data-testid="m-welcome">
        {phone ? fill(welcome, { phone: `${phone.slice(0, 3)}****${phone.slice(-4)}` }) : '\u00a0'}
      </p>
      {groups.map((links) => (
        <List mode="card" key={links[0]?.path}>
          {links.map((l) => (
            <List.Item
              key={l.path}
              description={l.hint}
              onClick={() => navigate(l.path)}
              data-testid={l.testId}
            >
              {l.label}
            </List.Item>
          ))}
        </List>
      ))}
      <List mode="card">
        <List.Item onClick={signOut} data-testid="m-signout">
          {t.common.signOut}
        </List.Item>
      </List>
    </Page>
  )
}

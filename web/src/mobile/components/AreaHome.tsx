import { List } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { api, setToken, useTexts } from '../core'
import { Page } from '../Page'
import { fill } from '../texts'
import { LinkItem } from './LinkItem'

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
  const [phone, setPhone] = useState('')
  useEffect(() => {
    api
      .get<{ phone: string }>('/auth/c/getLoginUser')
      .then((u) => setPhone(u.phone))
      .catch(() => {})
  }, [])

  async function signOut() {
    // The dialog (and the form kit it lives in) loads when first asked for, not with the home.
    const { confirmed } = await import('./Application')
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
            <LinkItem key={l.path} to={l.path} description={l.hint} testId={l.testId}>
              {l.label}
            </LinkItem>
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

import { List } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { api, bySide, setToken, useTexts } from '../core'
import { Page } from '../Page'
import { fill } from '../texts'
import { LinkItem } from './LinkItem'

export interface AreaLink {
  label: string
  hint: string
  path: string
  testId: string
  /** A count beside the label (to-dos), shown as a tag. */
  badge?: string
  /** Shown but not opened (a page the phone does not have); the hint says why. */
  disabled?: boolean
}

/**
 * The home of a phone area (contractors, visitors, employees): a greeting with the signed-in phone,
 * masked (an employee's name), the area's pages in groups, and signing out.
 */
export function AreaHome({
  title,
  welcome,
  home,
  groups,
  children,
}: {
  title: string
  /** With `{phone}` (an employee's: `{name}`). */
  welcome: string
  home: string
  groups: AreaLink[][]
  /** Below the groups (an empty state). */
  children?: React.ReactNode
}) {
  const t = useTexts()
  const [who, setWho] = useState('')
  useEffect(() => {
    api
      .get<{ phone?: string; name?: string }>(
        bySide({ client: '/auth/c/getLoginUser', staff: '/auth/b/phoneUser' }),
      )
      .then((u) => setWho(u.name ?? (u.phone ? `${u.phone.slice(0, 3)}****${u.phone.slice(-4)}` : '')))
      .catch(() => {})
  }, [])

  async function signOut() {
    // The dialog (and the form kit it lives in) loads when first asked for, not with the home.
    const { confirmed } = await import('./Application')
    if (!(await confirmed(t, t.common.signOutConfirm))) return
    await api.get(bySide({ client: '/auth/c/doLogout', staff: '/auth/b/doLogout' })).catch(() => {})
    setToken(null)
  }

  return (
    <Page title={title} back={false} home={home}>
      <p className="m-welcome" data-testid="m-welcome">
        {who ? fill(welcome, { phone: who, name: who }) : '\u00a0'}
      </p>
      {groups.map((links) => (
        <List mode="card" key={links[0]?.path}>
          {links.map((l) =>
            l.disabled ? (
              <List.Item key={l.path} description={l.hint} disabled data-testid={l.testId}>
                {l.label}
              </List.Item>
            ) : (
              <LinkItem
                key={l.path}
                to={l.path}
                description={l.hint}
                testId={l.testId}
                extra={l.badge ? <span className="m-count">{l.badge}</span> : undefined}
              >
                {l.label}
              </LinkItem>
            ),
          )}
        </List>
      ))}
      {children}
      <List mode="card">
        <List.Item onClick={signOut} data-testid="m-signout">
          {t.common.signOut}
        </List.Item>
      </List>
    </Page>
  )
}

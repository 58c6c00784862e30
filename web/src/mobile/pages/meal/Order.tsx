import { KRS_DICT, type MealOffer, type MealOrderRow, type MealWeek } from '@portal/contracts'
import { Button, CapsuleTabs, Dialog, Stepper, Tag, Toast } from 'antd-mobile'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { fileUrl } from '../../../api/fileUrl'
import { ErrorBlock } from '../../components/ErrorBlock'
import { LoadFailed } from '../../components/LoadFailed'
import { PagedList } from '../../components/PagedList'
import { errorText, useLang, useTexts } from '../../core'
import { Loading } from '../../Frame'
import { useDict } from '../../lookups'
import { Page } from '../../Page'
import { fill } from '../../texts'
import { MEAL_HOME, mealCalls, mineUrl } from './calls'
import { type MealTexts, useMealTexts } from './texts'

export const yuan = (cents: number) => `¥${(cents / 100).toFixed(2)}`

/** `MM-DD` and the weekday of a day, or today / tomorrow. */
function dayLabel(day: string, today: string, m: MealTexts, lang: string) {
  const d = new Date(`${day}T00:00:00`)
  const week = d.toLocaleDateString(lang === 'en' ? 'en-GB' : 'zh-CN', { weekday: 'short' })
  const tomorrow = new Date(`${today}T00:00:00`)
  tomorrow.setDate(tomorrow.getDate() + 1)
  const named = day === today ? m.today : day === tomorrow.toLocaleDateString('en-CA') ? m.tomorrow : null
  return `${named ?? day.slice(5)} ${week}`
}

/**
 * `/repastorder`: the published menus of the coming days, a day at a time; each meal with its
 * dishes (photo, price) and steppers for portions, ordered, changed or cancelled until its cut-off
 * (the server's clock decides); my orders below.
 */
export default function MealOrder() {
  const t = useTexts()
  const m = useMealTexts()
  const lang = useLang()
  const [week, setWeek] = useState<MealWeek | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [day, setDay] = useState<string | null>(null)
  const [mineKey, setMineKey] = useState(0)
  // The canteens' dictionary by its name in `KRS_DICT`: importing the meal contracts here would
  // bring zod into the phone's first script.
  const locations = useDict(KRS_DICT.mealLocation)
  const place = (v: string) => locations.find((o) => o.value === v)?.label ?? v

  const load = useCallback(() => {
    setFailed(null)
    mealCalls
      .week()
      .then((w) => {
        setWeek(w)
        setDay((d) => (d && w.days.some((x) => x.day === d) ? d : (w.days[0]?.day ?? null)))
      })
      .catch((err: unknown) => setFailed(errorText(err)))
  }, [])
  useEffect(load, [load])

  const meals = week?.days.find((d) => d.day === day)?.meals ?? []
  const changed = () => {
    load()
    setMineKey((k) => k + 1)
  }

  return (
    <Page title={t.meal.title} home={MEAL_HOME}>
      {week ? (
        week.me ? (
          <>
            <p className="m-exam-intro" data-testid="m-meal-me">
              {fill(m.me, { name: week.me.name, centre: week.me.costCentreName })}
              <br />
              <span className="m-muted">{m.intro}</span>
            </p>
            {week.days.length ? (
              <>
                <CapsuleTabs activeKey={day} onChange={setDay} className="m-meal-days">
                  {week.days.map((d) => (
                    <CapsuleTabs.Tab
                      key={d.day}
                      title={
                        <span data-testid={`m-meal-day-${d.day}`}>
                          {dayLabel(d.day, week.now.slice(0, 10), m, lang)}
                        </span>
                      }
                    />
                  ))}
                </CapsuleTabs>
                <div className="m-exam-offers" data-testid="m-meal-menus">
                  {meals.map((o) => (
                    <MealCard
                      key={o.menuId}
                      offer={o}
                      place={place}
                      other={meals.find(
                        (x) => x.meal === o.meal && x.menuId !== o.menuId && x.order?.status === 'ORDERED',
                      )}
                      onChanged={changed}
                    />
                  ))}
                </div>
              </>
            ) : (
              <ErrorBlock status="empty" title={m.noMenus} description={null} />
            )}
            <h2 className="m-section-title">{m.mine}</h2>
            <PagedList<MealOrderRow>
              key={mineKey}
              url={mineUrl()}
              testId="m-meal-mine"
              item={(r) => (
                <div key={r.id} className="m-meal-mine" data-testid="m-meal-mine-row">
                  <div>
                    <strong>
                      {r.day} {m[r.meal as 'LUNCH'] ?? r.meal}
                    </strong>{' '}
                    <span className="m-muted">{place(r.location)}</span>
                    <div className="m-muted">{r.itemsText}</div>
                  </div>
                  <div className="m-meal-mine-end">
                    <Tag color={r.status === 'ORDERED' ? 'success' : 'default'} fill="outline">
                      {r.status === 'ORDERED' ? m.ordered : m.cancelled}
                    </Tag>
                    <span>{yuan(r.totalCents)}</span>
                  </div>
                </div>
              )}
            />
          </>
        ) : (
          <ErrorBlock status="empty" title={m.notDiner} description={m.notDinerHint} />
        )
      ) : failed ? (
        <LoadFailed title={failed} onRetry={load} />
      ) : (
        <Loading />
      )}
    </Page>
  )
}

/** One meal: its dishes with portions to choose, the order as it stands, and what can be done with it. */
function MealCard({
  offer: o,
  place,
  other,
  onChanged,
}: {
  offer: MealOffer
  place: (v: string) => string
  /** The order of the same meal at another canteen, which ordering here replaces. */
  other: MealOffer | undefined
  onChanged: () => void
}) {
  const t = useTexts()
  const m = useMealTexts()
  const ordered = o.order?.status === 'ORDERED' ? o.order : null
  const initial = useMemo(
    () => Object.fromEntries((ordered?.items ?? []).map((i) => [i.dishId, i.qty])) as Record<string, number>,
    [ordered],
  )
  const [qty, setQty] = useState<Record<string, number>>(initial)
  const [busy, setBusy] = useState(false)
  useEffect(() => setQty(initial), [initial])

  const items = Object.entries(qty)
    .filter(([, n]) => n > 0)
    .map(([dishId, n]) => ({ dishId, qty: n }))
  const total = items.reduce(
    (s, i) => s + i.qty * (o.dishes.find((d) => d.id === i.dishId)?.priceCents ?? 0),
    0,
  )
  const same =
    !!ordered && items.length === ordered.items.length && items.every((i) => initial[i.dishId] === i.qty)
  const meal = m[o.meal as 'LUNCH'] ?? o.meal

  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true)
    try {
      await call()
      Toast.show({ content: done, icon: 'success' })
      onChanged()
    } catch (err) {
      Toast.show({ content: errorText(err), icon: 'fail' })
      // The cut-off may have passed meanwhile: show the menu as it is now.
      onChanged()
    } finally {
      setBusy(false)
    }
  }

  async function submit() {
    if (!items.length) return Toast.show({ content: m.pickDish })
    if (other && !ordered) {
      const ok = await Dialog.confirm({
        content: fill(m.replaceOther, { location: place(other.location) }),
        confirmText: m.place,
        cancelText: t.common.cancel,
      })
      if (!ok) return
    }
    await run(() => mealCalls.order(o.menuId, items), ordered ? m.changed : m.placed)
  }

  async function cancel() {
    const ok = await Dialog.confirm({
      content: fill(m.cancelConfirm, { meal, day: o.day }),
      confirmText: m.cancel,
      cancelText: m.keep,
    })
    if (ok) await run(() => mealCalls.cancel(o.menuId), m.cancelledToast)
  }

  return (
    <section
      className="m-exam-offer m-meal"
      data-testid={`m-meal-${o.meal}-${o.location}`}
      aria-label={`${meal} ${place(o.location)}`}
    >
      <div className="m-exam-offer-head">
        <h3>
          {meal} · {place(o.location)}
        </h3>
        {ordered ? (
          <Tag color="success" fill="outline">
            {m.ordered}
          </Tag>
        ) : null}
      </div>
      <p className={o.open ? 'm-muted' : 'm-meal-closed'}>
        {o.open ? fill(m.cutoff, { time: o.cutoffAt.slice(5) }) : `${m.closed} · ${o.cutoffAt.slice(5)}`}
      </p>
      {o.remark ? <p className="m-muted">{o.remark}</p> : null}
      <ul className="m-meal-dishes">
        {o.dishes.map((d) => (
          <li key={d.id} className="m-meal-dish" data-testid="m-meal-dish">
            {d.photoId ? (
              <img src={fileUrl(d.photoId, 'thumbnail')} alt="" width={64} height={48} loading="lazy" />
            ) : (
              <span className="m-meal-nophoto" />
            )}
            <div className="m-meal-dish-text">
              <span className="m-meal-dish-name">{d.name}</span>
              {d.description ? <span className="m-muted">{d.description}</span> : null}
              <span className="m-meal-price">{yuan(d.priceCents)}</span>
            </div>
            {o.open ? (
              <Stepper
                min={0}
                max={9}
                digits={0}
                value={qty[d.id] ?? 0}
                onChange={(v) => setQty((q) => ({ ...q, [d.id]: v ?? 0 }))}
                inputReadOnly
                aria-label={fill(m.qty, { name: d.name })}
                data-testid={`m-meal-qty-${d.name}`}
              />
            ) : (
              <span className="m-meal-fixed">{initial[d.id] ? `×${initial[d.id]}` : ''}</span>
            )}
          </li>
        ))}
      </ul>
      {ordered && !o.open ? (
        <p className="m-muted">
          {fill(m.yourOrder, { items: ordered.items.map((i) => `${i.dishName}×${i.qty}`).join('、') })}
        </p>
      ) : null}
      {o.open ? (
        <div className="m-meal-actions">
          <span className="m-meal-total" data-testid="m-meal-total">
            {fill(m.total, { amount: yuan(total) })}
          </span>
          {ordered ? (
            <Button
              size="middle"
              fill="outline"
              color="danger"
              disabled={busy}
              onClick={() => void cancel()}
              data-testid="m-meal-cancel"
            >
              {m.cancel}
            </Button>
          ) : null}
          <Button
            size="middle"
            color="primary"
            loading={busy}
            disabled={busy || same || !items.length}
            onClick={() => void submit()}
            data-testid="m-meal-submit"
          >
            {ordered ? m.change : m.place}
          </Button>
        </div>
      ) : null}
    </section>
  )
}

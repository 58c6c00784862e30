import {
  EMAIL_RE,
  PHONE_RE,
  RESUME_FILE_MAX_BYTES,
  RESUME_LIMITS,
  type RecruitPublicDetail,
  type RecruitPublicItem,
} from '@portal/contracts'
import { type FormEvent, useState } from 'react'
import { dateOf, type SitePage, sitePath, useSite } from '../core'
import { PageTitle } from '../parts/Layout'
import RichHtml from '../parts/RichHtml'
import { plainText } from '../parts/text'

const MAX_MB = RESUME_FILE_MAX_BYTES / 1024 / 1024

function Facts({ p }: { p: RecruitPublicItem }) {
  const { t, fill } = useSite()
  const facts: Array<[string, string | null]> = [
    [t.recruitment.department, p.department],
    [t.recruitment.location, p.location],
    [t.recruitment.education, p.education],
    [t.recruitment.salary, p.salary],
  ]
  return (
    <dl className="facts">
      {facts
        .filter(([, v]) => v)
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      <div>
        <dt className="visually-hidden">{t.recruitment.headcount}</dt>
        <dd>{fill(t.recruitment.headcount, { n: p.headcount })}</dd>
      </div>
    </dl>
  )
}

function Recruitment({ data }: { data: RecruitPublicItem[] }) {
  const { t, fill } = useSite()
  return (
    <>
      <PageTitle title={t.recruitment.title} subtitle={t.recruitment.intro} />
      <div className="wrap">
        {data.length === 0 ? (
          <p className="empty">{t.recruitment.empty}</p>
        ) : (
          <ul className="plain positions">
            {data.map((p) => (
              <li key={p.id} className="card position">
                <div className="card-body">
                  <h2 className="h3">{p.title}</h2>
                  <Facts p={p} />
                  <p className="muted">{fill(t.recruitment.updated, { date: dateOf(p.updatedAt) })}</p>
                </div>
                <a className="button" href={`${sitePath('recruit')}?id=${encodeURIComponent(p.id)}`}>
                  {t.recruitment.apply}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}

export const recruitmentPage: SitePage<RecruitPublicItem[]> = {
  load: ({ get }) => get<RecruitPublicItem[]>('/api/biz/recruit/public/list').then((x) => x ?? []),
  head: (data, { t }) => ({
    title: t.recruitment.title,
    description: `${t.recruitment.description}: ${data.map((p) => p.title).join('、')}`,
  }),
  View: Recruitment,
}

interface RecruitData {
  positions: RecruitPublicItem[]
  position: RecruitPublicDetail | null
}

type Field = 'recruitId' | 'name' | 'phone' | 'email' | 'file'

/** The application form: checked here as the server checks it, sent as multipart (fields, then file). */
function ApplyForm({ data }: { data: RecruitData }) {
  const { t, fill, lang } = useSite()
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const fd = new FormData(form)
    const text = (k: string) => String(fd.get(k) ?? '').trim()
    const file = fd.get('file')
    const next: Partial<Record<Field, string>> = {}
    if (!text('recruitId')) next.recruitId = t.recruit.choose
    if (!text('name')) next.name = fill(t.recruit.required, { field: t.recruit.name })
    if (!text('phone')) next.phone = fill(t.recruit.required, { field: t.recruit.phone })
    else if (!PHONE_RE.test(text('phone'))) next.phone = t.recruit.phoneInvalid
    if (!text('email')) next.email = fill(t.recruit.required, { field: t.recruit.email })
    else if (!EMAIL_RE.test(text('email'))) next.email = t.recruit.emailInvalid
    if (!(file instanceof File) || !file.size) next.file = t.recruit.fileRequired
    else if (!/\.(pdf|docx)$/i.test(file.name)) next.file = t.recruit.fileType
    else if (file.size > RESUME_FILE_MAX_BYTES) next.file = fill(t.recruit.fileSize, { max: MAX_MB })
    setErrors(next)
    setFailure(null)
    const first = Object.keys(next)[0]
    if (first) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    // The file goes last: the server reads the fields before it stores the file.
    const body = new FormData()
    for (const k of ['recruitId', 'name', 'gender', 'phone', 'email', 'education', 'message'])
      body.append(k, text(k))
    body.append('file', file as File)
    setState('sending')
    try {
      const res = await fetch('/api/biz/resume/submit', {
        method: 'POST',
        body,
        headers: { 'accept-language': lang === 'en' ? 'en' : 'zh-CN' },
      })
      const json = (await res.json().catch(() => null)) as { code?: number; msg?: string } | null
      if (res.ok && json?.code === 200) {
        form.reset()
        setState('done')
        return
      }
      setFailure(fill(t.recruit.failed, { msg: json?.msg ?? `HTTP ${res.status}` }))
    } catch (err) {
      setFailure(fill(t.recruit.failed, { msg: String(err) }))
    }
    setState('idle')
  }

  if (state === 'done')
    return (
      <div className="notice-box success" role="status" data-testid="recruit-done">
        <p>{t.recruit.done}</p>
        <button type="button" className="button light" onClick={() => setState('idle')}>
          {t.recruit.again}
        </button>
      </div>
    )
  const err = (f: Field) =>
    errors[f] ? (
      <span className="field-error" id={`err-${f}`} role="alert">
        {errors[f]}
      </span>
    ) : null
  const described = (f: Field) => (errors[f] ? { 'aria-invalid': true, 'aria-describedby': `err-${f}` } : {})
  return (
    <form className="apply" onSubmit={submit} noValidate data-testid="recruit-form">
      <label>
        <span className="label req">{t.recruit.position}</span>
        <select name="recruitId" defaultValue={data.position?.id ?? ''} {...described('recruitId')}>
          <option value="">{t.recruit.choose}</option>
          {data.positions.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        {err('recruitId')}
      </label>
      <div className="row2">
        <label>
          <span className="label req">{t.recruit.name}</span>
          <input name="name" maxLength={RESUME_LIMITS.name} autoComplete="name" {...described('name')} />
          {err('name')}
        </label>
        <fieldset className="radios">
          <legend className="label">{t.recruit.gender}</legend>
          <label>
            <input type="radio" name="gender" value="MALE" /> {t.recruit.male}
          </label>
          <label>
            <input type="radio" name="gender" value="FEMALE" /> {t.recruit.female}
          </label>
        </fieldset>
      </div>
      <div className="row2">
        <label>
          <span className="label req">{t.recruit.phone}</span>
          <input
            name="phone"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            autoComplete="tel"
            {...described('phone')}
          />
          {err('phone')}
        </label>
        <label>
          <span className="label req">{t.recruit.email}</span>
          <input name="email" type="email" maxLength={128} autoComplete="email" {...described('email')} />
          {err('email')}
        </label>
      </div>
      <label>
        <span className="label">{t.recruit.education}</span>
        <input name="education" maxLength={RESUME_LIMITS.education} />
      </label>
      <label>
        <span className="label">{t.recruit.message}</span>
        <textarea name="message" rows={5} maxLength={RESUME_LIMITS.message} />
      </label>
      <label>
        <span className="label req">{t.recruit.file}</span>
        <input
          name="file"
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          {...described('file')}
        />
        <span className="muted small">{fill(t.recruit.fileHint, { max: MAX_MB })}</span>
        {err('file')}
      </label>
      {failure && (
        <p className="field-error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button" disabled={state === 'sending'}>
        {state === 'sending' ? t.recruit.submitting : t.recruit.submit}
      </button>
    </form>
  )
}

function Recruit({ data }: { data: RecruitData }) {
  const { t } = useSite()
  return (
    <>
      <PageTitle
        title={data.position ? data.position.title : t.recruit.title}
        subtitle={data.position ? t.recruit.title : null}
      />
      <div className="wrap recruit-grid">
        {data.position && (
          <section className="card position-detail">
            <div className="card-body">
              <h2 className="h3">{t.recruit.responsibilities}</h2>
              <Facts p={data.position} />
              <RichHtml html={data.position.description} />
            </div>
          </section>
        )}
        <section className="card">
          <div className="card-body">
            {data.positions.length === 0 ? (
              <p className="empty">{t.recruit.noPositions}</p>
            ) : (
              <ApplyForm data={data} />
            )}
          </div>
        </section>
      </div>
    </>
  )
}

export const recruitPage: SitePage<RecruitData> = {
  async load({ get, search }) {
    const id = search.get('id')
    const [positions, position] = await Promise.all([
      get<RecruitPublicItem[]>('/api/biz/recruit/public/list'),
      id ? get<RecruitPublicDetail>('/api/biz/recruit/public/detail', { id }) : Promise.resolve(null),
    ])
    if (id && !position) return null
    return { positions: positions ?? [], position }
  },
  head: (data, { t }) => ({
    title: data.position ? `${data.position.title} - ${t.recruit.title}` : t.recruit.title,
    description: data.position
      ? plainText(data.position.description, 150) || t.recruit.description
      : t.recruit.description,
  }),
  View: Recruit,
}

import {
  type ContractorOption,
  isDay,
  isPlate,
  KRS_DICT,
  normalizePlate,
  WORK_LIMITS,
  WORK_SHIFTS,
  type WorkDetail,
  type WorkWorker,
} from '@portal/contracts'
import { ErrorBlock, Form, Input, Selector, TextArea, Toast } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import {
  ApplicationFooter,
  EDITABLE,
  LoadState,
  ReturnedNote,
  useApplicationSave,
} from '../../components/Application'
import { enterToNext } from '../../components/enterNext'
import { FilesField } from '../../components/ImageField'
import { PickerField } from '../../components/PickerField'
import { type Staff, StaffField } from '../../components/StaffField'
import { Trail } from '../../components/Trail'
import { useDraft } from '../../components/useDraft'
import { api, errorText, useTexts } from '../../core'
import { phoneDay, useCompanyToday, useDict } from '../../lookups'
import { Page } from '../../Page'
import { fill, type MobileTexts } from '../../texts'
import { StatusTag } from '../contractor/status'
import { Passes } from './Passes'
import { VehiclesField } from './VehiclesField'
import { certProblem, WorkersField } from './WorkersField'

const PHONE_API = '/krs/vendoraccessapplicationmain'

type Values = {
  contractorId?: string
  assignmentId?: string | null
  project?: string
  area?: string
  workTypes?: string[]
  startDay?: string
  endDay?: string
  shift?: string
  workers?: WorkWorker[]
  vehicles?: string[]
  responsible?: Staff | null
  description?: string
  attachments?: string[]
}

/** What is sent: texts trimmed, plates as the server keeps them, the responsible by id. */
function toForm(v: Values): Record<string, unknown> {
  const { responsible, ...rest } = v
  const out: Record<string, unknown> = Object.fromEntries(
    Object.entries(rest)
      .filter(([, x]) => x !== undefined && x !== null && x !== '')
      .map(([k, x]) => [k, typeof x === 'string' ? x.trim() : x]),
  )
  out.vehicles = (v.vehicles ?? []).map(normalizePlate).filter(Boolean)
  out.workers = v.workers ?? []
  out.attachments = v.attachments ?? []
  out.workTypes = v.workTypes ?? []
  if (responsible) {
    out.responsibleUserId = responsible.id
    out.responsibleName = responsible.name
  }
  return out
}

/** A saved form back into the fields (the responsible as the picker holds it). */
function fromForm(form: Record<string, unknown>): Values {
  const { responsibleUserId, responsibleName, ...rest } = form as Values & {
    responsibleUserId?: string
    responsibleName?: string
  }
  return {
    ...rest,
    responsible:
      rest.responsible ??
      (responsibleUserId ? { id: responsibleUserId, name: responsibleName ?? responsibleUserId } : null),
  }
}

/** One of a few choices as buttons in a row (the form holds the value, not a list of one). */
function OneOf({
  value,
  onChange,
  options,
  testId,
}: {
  value?: string
  onChange?: (v: string) => void
  options: Array<{ value: string; label: string }>
  testId: string
}) {
  return (
    <Selector
      columns={options.length}
      options={options}
      value={value ? [value] : []}
      onChange={(v) => v[0] && onChange?.(v[0])}
      data-testid={testId}
    />
  )
}

/** Stands in for a field that cannot be filled yet (its description says why). */
const Nothing = (_: { value?: unknown; onChange?: unknown }) => null

const required = (t: MobileTexts, label: string) => ({
  required: true,
  message: fill(t.common.required, { label }),
})

/**
 * `/workApplication/{isEdit?}/{id?}`: an entry-work application. New (no id), editing a draft or a
 * returned one (`edit`), or reading one with its trail and, once approved, the workers' passes
 * (`view`). What is typed is kept on the phone as it goes.
 */
export default function WorkApply() {
  const t = useTexts()
  const { isEdit, id } = useParams()
  const [form] = Form.useForm<Values>()
  const [detail, setDetail] = useState<WorkDetail | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const [contractors, setContractors] = useState<ContractorOption[] | null>(null)
  const draft = useDraft<Values>(`WORK_DRAFT:${id ?? 'new'}`)
  const { busy, saveDraft, submit } = useApplicationSave<Values>({
    base: PHONE_API,
    id,
    form,
    draft,
    toForm,
    draftField: 'project',
    draftLabel: t.work.project,
    editPath: (saved) => `/workApplication/edit/${saved}`,
    landing: (saved) => `/workApplication/view/${saved}`,
  })
  const workTypeOptions = useDict(KRS_DICT.workType)
  const today = useCompanyToday()
  const typeLabel = (v: string | null | undefined) =>
    workTypeOptions.find((o) => o.value === v)?.label ?? v ?? ''

  const viewing = !!id && (isEdit === 'view' || isEdit === '0')
  const editable = !id || (detail ? EDITABLE.includes(detail.status) : false)
  const disabled = viewing || !editable

  const contractorId = Form.useWatch('contractorId', form)
  const workTypes = Form.useWatch('workTypes', form) ?? []
  const endDay = Form.useWatch('endDay', form)
  const contractor = contractors?.find((c) => c.id === contractorId)

  const load = () => {
    setFailed(null)
    const list = api
      .get<ContractorOption[]>('/krs/vendoradmissionassignmentmain/getContractorList')
      .then(setContractors)
    if (!id) {
      list.catch((err) => setFailed(errorText(err)))
      return
    }
    api
      .get<WorkDetail>(`${PHONE_API}/getDetailById`, { id })
      .then((d) => {
        setDetail(d)
        const kept = !viewing && EDITABLE.includes(d.status) ? draft.restore() : null
        form.setFieldsValue(kept ?? fromForm(d.form))
        if (kept) Toast.show({ content: t.apply.draftRestored })
      })
      .catch((err) => setFailed(errorText(err)))
    list.catch(() => setContractors([]))
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: load again only for another application
  useEffect(() => {
    load()
    if (id) return
    const kept = draft.restore()
    if (kept) {
      form.setFieldsValue(kept)
      Toast.show({ content: t.apply.draftRestored })
    } else
      form.setFieldsValue({
        startDay: phoneDay(),
        endDay: phoneDay(),
        shift: 'DAY',
        workTypes: [],
        workers: [],
        vehicles: [],
        attachments: [],
      })
  }, [id, isEdit])

  // A new form's days move on to the company's today once known (the phone's may be behind it).
  useEffect(() => {
    if (id) return
    const start = form.getFieldValue('startDay') as string | undefined
    if (start && isDay(start) && start < today) form.setFieldsValue({ startDay: today })
    const end = form.getFieldValue('endDay') as string | undefined
    if (end && isDay(end) && end < today) form.setFieldsValue({ endDay: today })
  }, [today, id, form])

  // The only admitted company is chosen for you.
  useEffect(() => {
    if (!id && contractors?.length === 1 && !form.getFieldValue('contractorId'))
      form.setFieldsValue({ contractorId: contractors[0]!.id })
  }, [contractors, id, form])

  const title = viewing ? t.work.viewTitle : id ? t.work.editTitle : t.work.title

  if (failed || (id && !detail) || !contractors)
    return <LoadState title={title} failed={failed} retry={load} />
  if (!id && !contractors.length)
    return (
      <Page title={title}>
        <ErrorBlock
          status="empty"
          title={t.work.noContractor}
          description={<Link to="/contractorsApply">{t.work.goAdmission}</Link>}
          data-testid="m-no-contractor"
        />
      </Page>
    )

  // A viewed application names a company that may since have left the list: it still shows.
  const contractorOptions = contractors.map((c) => ({ value: c.id, label: c.name }))
  if (detail?.contractorId && !contractorOptions.some((o) => o.value === detail.contractorId))
    contractorOptions.push({ value: detail.contractorId, label: detail.contractorName })
  const persons =
    contractor?.persons ??
    (detail?.workers.map((w) => ({
      id: w.personId,
      name: w.name,
      jobType: '',
      certType: w.certType,
      certExpiry: w.certExpiry,
    })) ||
      [])

  return (
    <Page title={title}>
      {detail ? (
        <div className="m-state" data-testid="m-work-state">
          <StatusTag status={detail.status} />
          {detail.hostOrgName ? <span>{fill(t.work.hostOrgIs, { name: detail.hostOrgName })}</span> : null}
          {detail.pending.length ? (
            <span>
              {fill(t.apply.pending, {
                names: detail.pending.map((p) => p.assigneeName).join('、'),
                step: detail.pending[0]!.stepName,
              })}
            </span>
          ) : null}
        </div>
      ) : null}
      {detail ? <ReturnedNote status={detail.status} trail={detail.trail} /> : null}
      {detail ? (
        <Passes passes={detail.passes} contractorName={detail.contractorName} label={typeLabel} />
      ) : null}

      <fieldset className="m-fieldset" onKeyDown={enterToNext}>
        <Form
          form={form}
          layout="vertical"
          mode="card"
          disabled={disabled}
          onValuesChange={(changed, all) => {
            // Another company: its people and projects are not this one's.
            if ('contractorId' in changed) form.setFieldsValue({ workers: [], assignmentId: null })
            // A work type taken off: its workers go back to the job's first type.
            if ('workTypes' in changed) {
              const types = (changed.workTypes ?? []) as string[]
              const workers = ((all.workers ?? []) as WorkWorker[]).flatMap((w) =>
                types.includes(w.workType) ? [w] : types[0] ? [{ ...w, workType: types[0] }] : [],
              )
              form.setFieldsValue({ workers })
            }
            if (!disabled) draft.keep(form.getFieldsValue(true) as Values)
          }}
        >
          <Form.Header>{t.work.job}</Form.Header>
          <Form.Item name="contractorId" label={t.work.contractor} rules={[required(t, t.work.contractor)]}>
            <PickerField
              options={contractorOptions}
              placeholder={t.work.contractorHint}
              testId="m-contractor"
              disabled={disabled}
            />
          </Form.Item>
          {contractor?.assignments.length ? (
            <Form.Item name="assignmentId" label={t.work.assignment}>
              <PickerField
                options={contractor.assignments.map((a) => ({
                  value: a.id,
                  label: a.orgName ? `${a.project}（${a.orgName}）` : a.project,
                }))}
                noneLabel={t.work.assignmentNone}
                testId="m-assignment"
                disabled={disabled}
              />
            </Form.Item>
          ) : null}
          <Form.Item name="project" label={t.work.project} rules={[required(t, t.work.project)]}>
            <Input
              maxLength={WORK_LIMITS.project}
              placeholder={t.work.projectPlaceholder}
              clearable
              data-testid="m-project"
            />
          </Form.Item>
          <Form.Item name="area" label={t.work.area} rules={[required(t, t.work.area)]}>
            <Input
              maxLength={WORK_LIMITS.area}
              placeholder={t.work.areaPlaceholder}
              clearable
              data-testid="m-area"
            />
          </Form.Item>
          <Form.Item
            name="workTypes"
            label={t.work.workTypes}
            rules={[
              {
                required: true,
                type: 'array',
                min: 1,
                message: fill(t.common.required, { label: t.work.workTypes }),
              },
            ]}
          >
            <Selector multiple columns={2} options={workTypeOptions} data-testid="m-workTypes" />
          </Form.Item>
          <Form.Item
            name="startDay"
            label={t.work.startDay}
            rules={[
              required(t, t.work.startDay),
              {
                validator: async (_r, v: string | undefined) => {
                  if (v && isDay(v) && v < today) throw new Error(t.work.startPast)
                },
              },
            ]}
          >
            <Input type="date" data-testid="m-startDay" />
          </Form.Item>
          <Form.Item
            name="endDay"
            label={t.work.endDay}
            dependencies={['startDay']}
            rules={[
              required(t, t.work.endDay),
              {
                validator: async (_r, v: string | undefined) => {
                  const start = form.getFieldValue('startDay') as string | undefined
                  if (v && start && isDay(v) && isDay(start) && v < start)
                    throw new Error(t.work.endBeforeStart)
                },
              },
            ]}
          >
            <Input type="date" data-testid="m-endDay" />
          </Form.Item>
          <Form.Item name="shift" label={t.work.shift} rules={[required(t, t.work.shift)]}>
            <OneOf options={WORK_SHIFTS.map((s) => ({ value: s, label: t.shift[s] }))} testId="m-shift" />
          </Form.Item>

          <Form.Header>{t.work.workers}</Form.Header>
          <Form.Item
            name="workers"
            description={
              disabled
                ? undefined
                : !contractorId
                  ? t.work.chooseContractorFirst
                  : workTypes.length
                    ? t.work.workersHint
                    : t.work.chooseTypesFirst
            }
            dependencies={['endDay', 'workTypes']}
            rules={[
              {
                validator: async (_r, v: WorkWorker[] | undefined) => {
                  if (!v?.length) throw new Error(t.work.workersEmpty)
                  const bad = v.find((w) => {
                    const p = persons.find((x) => x.id === w.personId)
                    return p && certProblem(p, w.workType, endDay)
                  })
                  if (bad)
                    throw new Error(
                      fill(t.work.workerFix, {
                        name: persons.find((x) => x.id === bad.personId)?.name ?? '',
                      }),
                    )
                },
              },
            ]}
          >
            {contractorId && workTypes.length ? (
              <WorkersField
                persons={persons}
                workTypes={workTypes}
                endDay={endDay}
                label={typeLabel}
                disabled={disabled}
              />
            ) : (
              <Nothing />
            )}
          </Form.Item>

          <Form.Header>{t.work.vehicles}</Form.Header>
          <Form.Item
            name="vehicles"
            rules={[
              {
                validator: async (_r, v: string[] | undefined) => {
                  const plates = (v ?? []).map(normalizePlate)
                  plates.forEach((p, i) => {
                    if (p && !isPlate(p))
                      throw new Error(`${fill(t.work.vehicle, { n: i + 1 })}：${t.work.plateInvalid}`)
                    if (p && plates.indexOf(p) < i)
                      throw new Error(`${fill(t.work.vehicle, { n: i + 1 })}：${t.work.plateTwice}`)
                  })
                },
              },
            ]}
          >
            <VehiclesField max={WORK_LIMITS.vehicles} disabled={disabled} />
          </Form.Item>

          <Form.Header>{t.work.responsible}</Form.Header>
          <Form.Item name="responsible" label={t.work.responsible} rules={[required(t, t.work.responsible)]}>
            <StaffField placeholder={t.work.responsibleHint} testId="m-responsible" disabled={disabled} />
          </Form.Item>
          <Form.Item name="description" label={t.work.description}>
            <TextArea
              maxLength={WORK_LIMITS.description}
              showCount
              autoSize={{ minRows: 2, maxRows: 6 }}
              placeholder={t.work.descriptionPlaceholder}
              data-testid="m-description"
            />
          </Form.Item>
          <Form.Item name="attachments" label={t.work.attachments}>
            <FilesField max={WORK_LIMITS.files} testId="m-attachments" disabled={disabled} />
          </Form.Item>
        </Form>
      </fieldset>

      {detail ? <Trail trail={detail.trail} /> : null}

      <ApplicationFooter
        base={PHONE_API}
        formPath="/workApplication"
        recordsPath="/workApplicationRecords"
        id={id}
        status={detail?.status}
        viewing={viewing}
        disabled={disabled}
        busy={busy}
        onSaveDraft={saveDraft}
        onSubmit={submit}
        onWithdrawn={load}
        onDeleted={draft.drop}
      />
    </Page>
  )
}

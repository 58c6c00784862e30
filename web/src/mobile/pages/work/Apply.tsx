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
import { Form, Selector } from 'antd-mobile'
import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { ApplicationPage, required, useApplication } from '../../components/Application'
import { DateRangeItems } from '../../components/DateField'
import { ErrorBlock } from '../../components/ErrorBlock'
import { FilesField } from '../../components/ImageField'
import { PickerField } from '../../components/PickerField'
import { StaffField } from '../../components/StaffField'
import { TextItem } from '../../components/TextItem'
import { api, useTexts } from '../../core'
import { phoneDay, useCompanyToday, useDict } from '../../lookups'
import { fill } from '../../texts'
import { WORK, type WorkValues } from './kind'
import { Passes } from './Passes'
import { VehiclesField } from './VehiclesField'
import { certProblem, WorkersField } from './WorkersField'

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

/**
 * `/workApplication/{isEdit?}/{id?}`: an entry-work application. New (no id), editing a draft or a
 * returned one (`edit`), or reading one with its trail and, once approved, the workers' passes
 * (`view`). What is typed is kept on the phone as it goes.
 */
export default function WorkApply() {
  const t = useTexts()
  const [contractors, setContractors] = useState<ContractorOption[] | null>(null)
  const app = useApplication<WorkValues, WorkDetail>(WORK, {
    draftLabel: t.work.project,
    // The admitted companies; reading an application, it still shows without them.
    also: () =>
      api
        .get<ContractorOption[]>('/krs/vendoradmissionassignmentmain/getContractorList')
        .then(setContractors)
        .catch((err) => {
          if (!app.id) throw err
          setContractors([])
        }),
    onNew: () =>
      app.form.setFieldsValue({
        startDay: phoneDay(),
        endDay: phoneDay(),
        shift: 'DAY',
        workTypes: [],
        workers: [],
        vehicles: [],
        attachments: [],
      }),
  })
  const { form, id, detail, disabled } = app
  const workTypeOptions = useDict(KRS_DICT.workType)
  const today = useCompanyToday()
  const typeLabel = (v: string | null | undefined) =>
    workTypeOptions.find((o) => o.value === v)?.label ?? v ?? ''

  const contractorId = Form.useWatch('contractorId', form)
  const workTypes = (Form.useWatch('workTypes', form) ?? []) as string[]
  const endDay = Form.useWatch('endDay', form)
  const contractor = contractors?.find((c) => c.id === contractorId)

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

  // A viewed application names a company that may since have left the list: it still shows.
  const contractorOptions = (contractors ?? []).map((c) => ({ value: c.id, label: c.name }))
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
    <ApplicationPage
      app={app}
      titles={{ new: t.work.title, edit: t.work.editTitle, view: t.work.viewTitle }}
      stateTestId="m-work-state"
      state={(d) => (d.hostOrgName ? <span>{fill(t.work.hostOrgIs, { name: d.hostOrgName })}</span> : null)}
      above={(d) => <Passes passes={d.passes} contractorName={d.contractorName} label={typeLabel} />}
      instead={
        !id && contractors && !contractors.length ? (
          <ErrorBlock
            status="empty"
            title={t.work.noContractor}
            description={<Link href="/contractorsApply">{t.work.goAdmission}</Link>}
            data-testid="m-no-contractor"
          />
        ) : undefined
      }
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
      <TextItem
        name="project"
        label={t.work.project}
        required
        max={WORK_LIMITS.project}
        placeholder={t.work.projectPlaceholder}
      />
      <TextItem
        name="area"
        label={t.work.area}
        required
        max={WORK_LIMITS.area}
        placeholder={t.work.areaPlaceholder}
      />
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
      <DateRangeItems
        names={['startDay', 'endDay']}
        labels={[t.work.startDay, t.work.endDay]}
        past={t.work.startPast}
        endBefore={t.work.endBeforeStart}
        today={today}
        disabled={disabled}
      />
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
      <TextItem
        name="description"
        label={t.work.description}
        max={WORK_LIMITS.description}
        rows={[2, 6]}
        count
        placeholder={t.work.descriptionPlaceholder}
      />
      <Form.Item name="attachments" label={t.work.attachments}>
        <FilesField max={WORK_LIMITS.files} testId="m-attachments" disabled={disabled} />
      </Form.Item>
    </ApplicationPage>
  )
}

import {
  SURVEY_LIMITS,
  SURVEY_STATUSES,
  type SurveyBody,
  type SurveyDetail,
  type SurveyQuestion,
  type SurveyQuestionType,
  type SurveyRow,
} from '@portal/contracts'
import { Alert, App, Button, DatePicker, Form, Tag } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mealSurveyApi } from '../../../api/krs/survey'
import { ConfirmLink, DeleteLink, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { useExport } from '../../../components/AdminKit/download'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import { useServerErrors } from '../../../components/AdminKit/serverErrors'
import Auth from '../../../components/Auth'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField, textField } from '../../../components/SearchTable/fields'
import { companyToday } from '../../../utils/time'
import QuestionsEditor, { QuestionsView } from './components/QuestionsEditor'
import ResultsDrawer, { EXPORT_BUTTON, EXPORT_FILE } from './components/ResultsDrawer'
import { blankOptions, isChoice, type QuestionValue, STATE_COLOR, stateOf } from './components/survey'

const DAY = 'YYYY-MM-DD'

/** What the form's fields hold. */
interface SurveyValues {
  title?: string
  description?: string | null
  startDay?: Dayjs | null
  endDay?: Dayjs | null
  questions?: QuestionValue[]
}

/** The body to send; a questionnaire with answers keeps the questions it was loaded with. */
const toBody = (v: SurveyValues, kept: SurveyQuestion[] | null): SurveyBody => ({
  title: v.title ?? '',
  description: v.description?.trim() ? v.description : null,
  startDay: v.startDay?.format(DAY) ?? '',
  endDay: v.endDay?.format(DAY) ?? '',
  questions:
    kept ??
    (v.questions ?? []).map((q) => ({
      key: q.key,
      type: q.type,
      title: q.title ?? '',
      required: q.required ?? true,
      options: isChoice(q.type) ? (q.options ?? []).map((o) => ({ key: o.key, text: o.text ?? '' })) : [],
    })),
})

/** A questionnaire's details as the form shows them. */
const fromDetail = (d: SurveyDetail): SurveyValues => ({
  title: d.title,
  description: d.description,
  startDay: dayjs(d.startDay),
  endDay: dayjs(d.endDay),
  questions: d.questions.map((q) => ({
    key: q.key,
    type: q.type as SurveyQuestionType,
    title: q.title,
    required: q.required,
    options: q.options.map((o) => ({ key: o.key, text: o.text })),
  })),
})

/**
 * Meal questionnaires (issue 27): built of single and multiple choice, rating (1–5) and text
 * questions; published to the meal users for a period of days, closed early if need be; results per
 * question and the export of every answer.
 */
export default function MealSurveyPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<SurveyRow, SurveyBody>(mealSurveyApi)
  const [viewing, setViewing] = useState<SurveyRow | null>(null)
  const word = (k: string) => t(`admin.krsMealSurvey.${k as 'DRAFT'}`)
  const period = (r: SurveyRow) => t('admin.krsMealSurvey.periodOf', { start: r.startDay, end: r.endDay })

  const setStatus = async (r: SurveyRow, to: 'publish' | 'close') => {
    await mealSurveyApi[to](r.id)
    void message.success(
      t(to === 'publish' ? 'admin.krsMealSurvey.publishedOk' : 'admin.krsMealSurvey.closedOk'),
    )
    crud.changed()
  }

  const columns: STColumn<SurveyRow>[] = [
    { title: t('admin.krsMealSurvey.name'), dataIndex: 'title', width: 260 },
    {
      title: t('admin.krsMealSurvey.period'),
      key: 'period',
      width: 200,
      render: (_: unknown, r) => period(r),
      printText: period,
    },
    {
      title: t('admin.krsMealSurvey.status'),
      dataIndex: 'status',
      width: 100,
      render: (_: string, r) => {
        const state = stateOf(r)
        return (
          <Tag color={STATE_COLOR[state]} data-testid={`survey-status-${r.id}`}>
            {word(state)}
          </Tag>
        )
      },
      printText: (r) => word(stateOf(r)),
    },
    {
      title: t('admin.krsMealSurvey.questionCount'),
      dataIndex: 'questionCount',
      width: 70,
      align: 'right',
      responsive: ['lg'],
    },
    { title: t('admin.krsMealSurvey.answerCount'), dataIndex: 'answerCount', width: 80, align: 'right' },
    { ...crud.createdAtColumn(), checked: true, width: 170, responsive: ['xl'] },
    crud.actionColumn({
      edit: 'krsMealSurveyEdit',
      testId: (r, action) => `survey-${action}-${r.id}`,
      links: (r) => {
        const state = stateOf(r)
        return (
          <>
            {state === 'DRAFT' && (
              <ConfirmLink
                code="krsMealSurveyPublish"
                title={t('admin.krsMealSurvey.publishConfirm', {
                  name: r.title,
                  start: r.startDay,
                  end: r.endDay,
                })}
                onConfirm={() => setStatus(r, 'publish')}
                testId={`survey-publish-${r.id}`}
              >
                {t('admin.krsMealSurvey.publish')}
              </ConfirmLink>
            )}
            {(state === 'NOT_STARTED' || state === 'ONGOING') && (
              <ConfirmLink
                code="krsMealSurveyPublish"
                title={t('admin.krsMealSurvey.closeConfirm', { name: r.title })}
                onConfirm={() => setStatus(r, 'close')}
                testId={`survey-close-${r.id}`}
              >
                {t('admin.krsMealSurvey.close')}
              </ConfirmLink>
            )}
            {state !== 'DRAFT' && (
              <Button
                type="link"
                size="small"
                onClick={() => setViewing(r)}
                data-testid={`survey-results-${r.id}`}
              >
                {t('admin.krsMealSurvey.results')}
              </Button>
            )}
            {state !== 'DRAFT' && <ExportLink survey={r} />}
            {r.answerCount === 0 && (
              <DeleteLink
                code="krsMealSurveyDelete"
                onConfirm={() => crud.remove([r.id])}
                testId={`survey-delete-${r.id}`}
              />
            )}
          </>
        )
      },
    }),
  ]

  return (
    <>
      <CrudTable
        id="krs-meal-survey"
        crud={crud}
        printTitle={t('admin.krsMealSurvey.title')}
        columns={columns}
        request={mealSurveyApi.page}
        searchFields={[
          textField('title', t('admin.krsMealSurvey.name'), 'survey-q-title'),
          selectField(
            'status',
            t('admin.krsMealSurvey.status'),
            optionsOf(SURVEY_STATUSES, word),
            'survey-q-status',
          ),
        ]}
        add={{ code: 'krsMealSurveyAdd', testId: 'survey-add' }}
        data-testid="survey-table"
      />
      <SurveyForm crud={crud} />
      {viewing && <ResultsDrawer survey={viewing} onClose={() => setViewing(null)} />}
    </>
  )
}

/** A row's export of every answer of the questionnaire (the export button's permission). */
function ExportLink({ survey }: { survey: SurveyRow }) {
  const { t } = useTranslation()
  const exporter = useExport(
    (q) => mealSurveyApi.export(String(q.id)),
    EXPORT_FILE,
    t('admin.common.exporting'),
  )
  return (
    <Auth code={EXPORT_BUTTON}>
      <Button
        type="link"
        size="small"
        loading={exporter.exporting}
        onClick={() => void exporter.run({ id: survey.id })}
        data-testid={`survey-export-${survey.id}`}
      >
        {t('admin.krsMealSurvey.export')}
      </Button>
    </Auth>
  )
}

const SURVEY_FIELDS = ['title', 'description', 'startDay', 'endDay', 'questions'] as const
const QUESTION_FIELDS = {
  type: 'type',
  title: 'questionTitle',
  required: 'required',
  options: 'options',
} as const
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v)

/** A field the server names (`questions.0.options.1.text`), as the form shows it ("第 1 题选项 2"). */
function useSurveyFieldLabel() {
  const { t } = useTranslation()
  return ([head, i, k, j]: Array<string | number>) => {
    if (head === 'questions' && typeof i === 'number') {
      const n = i + 1
      if (k === 'options' && typeof j === 'number') return t('admin.krsMealSurvey.optionOf', { n, k: j + 1 })
      if (typeof k === 'string' && k in QUESTION_FIELDS)
        return t('admin.krsMealSurvey.questionField', {
          n,
          field: t(`admin.krsMealSurvey.${QUESTION_FIELDS[k as keyof typeof QUESTION_FIELDS]}`),
        })
      return t('admin.krsMealSurvey.question', { n })
    }
    return isOneOf(SURVEY_FIELDS, head) && i === undefined
      ? t(`admin.krsMealSurvey.${head === 'title' ? 'name' : head}`)
      : undefined
  }
}

/** A body's field as the form holds it: an option's or a question's key is shown by its text. */
const targetOf = ([head, i, k, j, l]: Array<string | number>): Array<string | number> =>
  head === 'questions' && typeof i === 'number'
    ? k === 'options' && typeof j === 'number'
      ? ['questions', i, 'options', j, l === 'key' || l === undefined ? 'text' : l]
      : k === 'key'
        ? ['questions', i, 'title']
        : [head, i, ...(k === undefined ? ['title'] : [k])]
    : [head!, ...[i, k, j, l].filter((p) => p !== undefined)]

function SurveyForm({ crud }: { crud: Crud<SurveyRow, SurveyBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<SurveyValues>()
  const server = useServerErrors(form, { label: useSurveyFieldLabel(), target: targetOf })
  const { opening } = crud
  const record = opening?.mode === 'edit' ? opening.record : undefined
  // A questionnaire with answers keeps its questions: they are shown, and sent back, as loaded.
  const [kept, setKept] = useState<{ answers: number; questions: SurveyQuestion[] } | null>(null)
  const keptRef = useRef(kept)
  keptRef.current = kept
  const locked = (kept?.answers ?? record?.answerCount ?? 0) > 0
  const startDay = Form.useWatch('startDay', form)
  const label = (k: 'startDay' | 'endDay') => t(`admin.krsMealSurvey.${k}`)
  const { clear } = server
  useEffect(() => {
    if (opening) clear()
    setKept(null)
  }, [opening, clear])

  const today = companyToday()
  return (
    <CrudForm<SurveyRow, SurveyBody, SurveyValues>
      crud={{
        ...crud,
        api: {
          ...crud.api,
          add: (b) => server.guard(() => mealSurveyApi.add(b)),
          edit: (b) => server.guard(() => mealSurveyApi.edit(b)),
        },
      }}
      form={form}
      titles={[t('admin.krsMealSurvey.addTitle'), t('admin.krsMealSurvey.editTitle')]}
      defaults={() => ({
        startDay: dayjs(today),
        endDay: dayjs(today).add(6, 'day'),
        questions: [{ key: 'q1', type: 'SINGLE', title: '', required: true, options: blankOptions() }],
      })}
      fromRecord={() => ({})}
      load={async (r, read) => {
        const d = await read(mealSurveyApi.detail.query({ id: r.id }))
        setKept({ answers: d.answerCount, questions: d.questions })
        return fromDetail(d)
      }}
      toBody={(v) => {
        const k = keptRef.current
        return toBody(v, k && k.answers > 0 ? k.questions : null)
      }}
      width={980}
      data-testid="survey-form"
    >
      {server.alert}
      {locked && (
        <Alert
          type="info"
          showIcon
          title={t('admin.krsMealSurvey.locked', { count: kept?.answers ?? record?.answerCount ?? 0 })}
          style={{ marginBottom: 16 }}
          data-testid="survey-locked"
        />
      )}
      <TextItem
        name="title"
        label={t('admin.krsMealSurvey.name')}
        max={SURVEY_LIMITS.title}
        required
        testId="survey-title"
      />
      <TextItem
        name="description"
        label={t('admin.krsMealSurvey.description')}
        max={SURVEY_LIMITS.description}
        rows={2}
        extra={t('admin.krsMealSurvey.descriptionHint')}
        testId="survey-description"
      />
      <FormGrid>
        <Form.Item
          name="startDay"
          label={label('startDay')}
          extra={locked ? t('admin.krsMealSurvey.lockedStart') : t('admin.krsMealSurvey.periodHint')}
          rules={[rules.requiredDay(label('startDay'))]}
        >
          <DatePicker style={{ width: '100%' }} disabled={locked} data-testid="survey-start" />
        </Form.Item>
        <Form.Item
          name="endDay"
          label={label('endDay')}
          dependencies={['startDay']}
          rules={[
            rules.requiredDay(label('endDay')),
            ({ getFieldValue }) => ({
              validator: (_, v: Dayjs | null | undefined) => {
                const start = getFieldValue('startDay') as Dayjs | null | undefined
                return v && start && v.isBefore(start, 'day')
                  ? Promise.reject(new Error(t('admin.krsMealSurvey.endBeforeStart')))
                  : Promise.resolve()
              },
            }),
          ]}
        >
          <DatePicker
            style={{ width: '100%' }}
            disabledDate={(d) => !!startDay && d.isBefore(startDay, 'day')}
            data-testid="survey-end"
          />
        </Form.Item>
      </FormGrid>
      {locked ? kept ? <QuestionsView questions={kept.questions} /> : null : <QuestionsEditor />}
    </CrudForm>
  )
}

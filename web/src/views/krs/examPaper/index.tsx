import {
  EXAM_LIMITS,
  PAPER_AUDIENCES,
  PAPER_MODES,
  PAPER_PURPOSES,
  PAPER_STATUSES,
  type PaperDetail,
  type PaperRow,
  type PaperStatus,
  type QuestionType,
  totalPoints,
} from '@portal/contracts'
import { App, Form, InputNumber, Radio, Select, Switch, Tag } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { examPaperApi, type PaperBody } from '../../../api/krs/exam'
import { ConfirmLink, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import { useServerErrors } from '../../../components/AdminKit/serverErrors'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import ItemsEditor, { type ItemValue } from './components/ItemsEditor'
import RulesEditor, { type RuleValue } from './components/RulesEditor'

const STATUS_COLOR: Record<PaperStatus, string> = {
  DRAFT: 'default',
  PUBLISHED: 'success',
  CLOSED: 'warning',
}
const PURPOSE_COLOR: Record<string, string> = {
  GENERAL: 'blue',
  VISIT_SAFETY: 'orange',
  WORK_INDUCTION: 'purple',
}

/** What the form's fields hold: the paper, its rules (drawn) or its questions (fixed) with their stems. */
export interface PaperValues {
  name?: string
  description?: string | null
  purpose: (typeof PAPER_PURPOSES)[number]
  audience: (typeof PAPER_AUDIENCES)[number]
  mode: (typeof PAPER_MODES)[number]
  timeLimit?: number
  passMark?: number
  maxAttempts?: number
  validDays?: number
  showAnswers: boolean
  rules?: RuleValue[]
  items?: ItemValue[]
}

/** The points the form's paper is worth so far (blank counts and points count as none). */
export const formTotal = (v: Pick<PaperValues, 'mode' | 'rules' | 'items'>) =>
  totalPoints({
    mode: v.mode,
    rules: (v.rules ?? []).map((r) => ({ category: '', count: r?.count ?? 0, points: r?.points ?? 0 })),
    items: (v.items ?? []).map((i) => ({ questionId: '', points: i?.points ?? 0 })),
  })

const toBody = (v: PaperValues): PaperBody => ({
  name: v.name ?? '',
  description: v.description?.trim() ? v.description : null,
  purpose: v.purpose,
  audience: v.audience,
  mode: v.mode,
  timeLimit: v.timeLimit ?? 0,
  passMark: v.passMark ?? 0,
  maxAttempts: v.maxAttempts ?? 0,
  validDays: v.validDays ?? 365,
  showAnswers: v.showAnswers,
  rules:
    v.mode === 'RANDOM'
      ? (v.rules ?? []).map((r) => ({
          category: r.category ?? '',
          difficulty: r.difficulty ?? null,
          type: r.type ?? null,
          count: r.count ?? 0,
          points: r.points ?? 0,
        }))
      : [],
  items:
    v.mode === 'FIXED'
      ? (v.items ?? []).map((i) => ({ questionId: i.questionId, points: i.points ?? 0 }))
      : [],
})

/** A paper's details as the form shows them. */
const fromDetail = (d: PaperDetail): PaperValues => ({
  name: d.name,
  description: d.description,
  purpose: d.purpose as PaperValues['purpose'],
  audience: d.audience as PaperValues['audience'],
  mode: d.mode as PaperValues['mode'],
  timeLimit: d.timeLimit,
  passMark: d.passMark,
  maxAttempts: d.maxAttempts,
  validDays: d.validDays,
  showAnswers: d.showAnswers,
  rules: d.rules.map((r) => ({
    category: r.category,
    difficulty: (r.difficulty ?? null) as RuleValue['difficulty'],
    type: (r.type ?? null) as QuestionType | null,
    count: r.count,
    points: r.points,
  })),
  items: d.items.map((i) => ({ questionId: i.questionId, points: i.points, stem: i.stem, type: i.type })),
})

/**
 * Papers: fixed questions picked from the bank, or rules that draw them at random for each person;
 * time limit, pass mark, attempts, how long a pass counts; published for people to take, then closed.
 */
export default function ExamPaperPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const crud = useCrud<PaperRow, PaperBody>(examPaperApi)
  const word = (k: string) => t(`admin.krsExamPaper.${k as 'DRAFT'}`)

  const setStatus = async (r: PaperRow, to: 'publish' | 'close') => {
    await examPaperApi[to](r.id)
    void message.success(
      t(to === 'publish' ? 'admin.krsExamPaper.publishedOk' : 'admin.krsExamPaper.closedOk'),
    )
    crud.changed()
  }
  const publishTitle = (r: PaperRow) =>
    r.purpose === 'GENERAL'
      ? t('admin.krsExamPaper.publishConfirm', { name: r.name })
      : t('admin.krsExamPaper.publishEntryConfirm', { name: r.name, purpose: word(r.purpose) })

  const columns: STColumn<PaperRow>[] = [
    { title: t('admin.krsExamPaper.name'), dataIndex: 'name', width: 240 },
    {
      title: t('admin.krsExamPaper.purpose'),
      dataIndex: 'purpose',
      width: 130,
      render: (v: string) => <Tag color={PURPOSE_COLOR[v]}>{word(v)}</Tag>,
      printText: (r) => word(r.purpose),
    },
    {
      title: t('admin.krsExamPaper.audience'),
      dataIndex: 'audience',
      width: 100,
      render: (v: string) => word(v),
      printText: (r) => word(r.audience),
      responsive: ['xl'],
    },
    {
      title: t('admin.krsExamPaper.mode'),
      dataIndex: 'mode',
      width: 100,
      render: (v: string) => word(v),
      printText: (r) => word(r.mode),
      responsive: ['xl'],
    },
    { title: t('admin.krsExamPaper.questionCount'), dataIndex: 'questionCount', width: 70, align: 'right' },
    { title: t('admin.krsExamPaper.totalPoints'), dataIndex: 'totalPoints', width: 70, align: 'right' },
    { title: t('admin.krsExamPaper.passMark'), dataIndex: 'passMark', width: 70, align: 'right' },
    {
      title: t('admin.krsExamPaper.timeLimitShort'),
      dataIndex: 'timeLimit',
      width: 90,
      align: 'right',
      render: (v: number) => t('admin.krsExamPaper.minutes', { count: v }),
      printText: (r) => t('admin.krsExamPaper.minutes', { count: r.timeLimit }),
    },
    {
      title: t('admin.krsExamPaper.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: PaperStatus) => (
        <Tag color={STATUS_COLOR[v]} data-testid="paper-status">
          {word(v)}
        </Tag>
      ),
      printText: (r) => word(r.status),
    },
    crud.createdAtColumn(),
    crud.actionColumn({
      edit: 'krsExamPaperEdit',
      remove: 'krsExamPaperDelete',
      testId: (r, action) => `paper-${action}-${r.name}`,
      links: (r) =>
        r.status === 'PUBLISHED' ? (
          <ConfirmLink
            code="krsExamPaperPublish"
            title={t('admin.krsExamPaper.closeConfirm', { name: r.name })}
            onConfirm={() => setStatus(r, 'close')}
            testId={`paper-close-${r.name}`}
          >
            {t('admin.krsExamPaper.close')}
          </ConfirmLink>
        ) : (
          <ConfirmLink
            code="krsExamPaperPublish"
            title={publishTitle(r)}
            onConfirm={() => setStatus(r, 'publish')}
            testId={`paper-publish-${r.name}`}
          >
            {t('admin.krsExamPaper.publish')}
          </ConfirmLink>
        ),
    }),
  ]

  return (
    <>
      <CrudTable
        id="krs-exam-paper"
        crud={crud}
        printTitle={t('admin.krsExamPaper.title')}
        columns={columns}
        request={examPaperApi.page}
        searchFields={[
          crud.keywordField(t('admin.krsExamPaper.name'), 'paper-q-name'),
          selectField(
            'status',
            t('admin.krsExamPaper.status'),
            optionsOf(PAPER_STATUSES, word),
            'paper-q-status',
          ),
          selectField(
            'purpose',
            t('admin.krsExamPaper.purpose'),
            optionsOf(PAPER_PURPOSES, word),
            'paper-q-purpose',
          ),
        ]}
        add={{ code: 'krsExamPaperAdd', testId: 'paper-add' }}
        remove="krsExamPaperDelete"
      />
      <PaperForm crud={crud} />
    </>
  )
}

const RULE_FIELDS = ['category', 'difficulty', 'type', 'count', 'points'] as const
const PAPER_FIELDS = [
  'name',
  'description',
  'purpose',
  'audience',
  'mode',
  'timeLimit',
  'passMark',
  'maxAttempts',
  'validDays',
  'rules',
  'items',
] as const
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v)

/** A field the server names (`rules.0.count`), as the form shows it ("规则 1：抽题数"). */
function usePaperFieldLabel() {
  const { t } = useTranslation()
  return ([head, i, k]: Array<string | number>) => {
    if (head === 'rules' && typeof i === 'number' && isOneOf(RULE_FIELDS, k))
      return t('admin.krsExamPaper.ruleField', { n: i + 1, field: t(`admin.krsExamPaper.${k}`) })
    if (head === 'items' && typeof i === 'number') return t('admin.krsExamPaper.itemN', { n: i + 1 })
    return isOneOf(PAPER_FIELDS, head) && i === undefined ? t(`admin.krsExamPaper.${head}`) : undefined
  }
}

function PaperForm({ crud }: { crud: Crud<PaperRow, PaperBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const [form] = Form.useForm<PaperValues>()
  const server = useServerErrors(form, { label: usePaperFieldLabel() })
  const mode = Form.useWatch('mode', form)
  const watchedRules = Form.useWatch('rules', form)
  const watchedItems = Form.useWatch('items', form)
  const total = formTotal({ mode: mode ?? 'RANDOM', rules: watchedRules, items: watchedItems })
  const word = (k: string) => t(`admin.krsExamPaper.${k as 'DRAFT'}`)
  const label = (
    k: 'purpose' | 'audience' | 'mode' | 'timeLimit' | 'passMark' | 'maxAttempts' | 'validDays',
  ) => t(`admin.krsExamPaper.${k}`)
  const { opening } = crud
  const { clear } = server
  useEffect(() => {
    if (opening) clear()
  }, [opening, clear])

  return (
    <CrudForm<PaperRow, PaperBody, PaperValues>
      crud={{
        ...crud,
        api: {
          ...crud.api,
          add: (b) => server.guard(() => examPaperApi.add(b)),
          edit: (b) => server.guard(() => examPaperApi.edit(b)),
        },
      }}
      form={form}
      titles={[t('admin.krsExamPaper.addTitle'), t('admin.krsExamPaper.editTitle')]}
      defaults={{
        purpose: 'GENERAL',
        audience: 'ALL',
        mode: 'RANDOM',
        timeLimit: 30,
        maxAttempts: 0,
        validDays: 365,
        showAnswers: true,
        rules: [],
        items: [],
      }}
      fromRecord={() => ({})}
      load={async (r, read) => fromDetail(await read(examPaperApi.detail.query({ id: r.id })))}
      toBody={toBody}
      width={980}
      data-testid="paper-form"
    >
      {server.alert}
      <TextItem
        name="name"
        label={t('admin.krsExamPaper.name')}
        max={EXAM_LIMITS.name}
        required
        testId="paper-name"
      />
      <TextItem
        name="description"
        label={t('admin.krsExamPaper.description')}
        max={EXAM_LIMITS.description}
        rows={2}
        testId="paper-description"
      />
      <FormGrid>
        <Form.Item
          name="purpose"
          label={label('purpose')}
          extra={t('admin.krsExamPaper.purposeHint')}
          rules={[rules.required(label('purpose'), true)]}
        >
          <Select options={optionsOf(PAPER_PURPOSES, word)} data-testid="paper-purpose" />
        </Form.Item>
        <Form.Item
          name="audience"
          label={label('audience')}
          extra={t('admin.krsExamPaper.audienceHint')}
          rules={[rules.required(label('audience'), true)]}
        >
          <Select options={optionsOf(PAPER_AUDIENCES, word)} data-testid="paper-audience" />
        </Form.Item>
        <Form.Item name="mode" label={label('mode')} rules={[rules.required(label('mode'), true)]}>
          <Radio.Group
            options={optionsOf(PAPER_MODES, word)}
            optionType="button"
            aria-label={label('mode')}
            data-testid="paper-mode"
          />
        </Form.Item>
        <Form.Item
          name="timeLimit"
          label={label('timeLimit')}
          rules={[rules.requiredNumber(label('timeLimit'))]}
        >
          <InputNumber
            min={1}
            max={600}
            precision={0}
            style={{ width: '100%' }}
            data-testid="paper-time-limit"
          />
        </Form.Item>
        <Form.Item
          name="passMark"
          label={label('passMark')}
          extra={<span data-testid="paper-total">{t('admin.krsExamPaper.passMarkOf', { total })}</span>}
          rules={[
            rules.requiredNumber(label('passMark')),
            {
              validator: (_, v: number | null | undefined) =>
                typeof v === 'number' && total > 0 && v > total
                  ? Promise.reject(new Error(t('admin.krsExamPaper.passMarkHigh', { total })))
                  : Promise.resolve(),
            },
          ]}
        >
          <InputNumber
            min={1}
            max={10_000}
            precision={0}
            style={{ width: '100%' }}
            suffix={`/ ${total}`}
            data-testid="paper-pass-mark"
          />
        </Form.Item>
        <Form.Item
          name="maxAttempts"
          label={label('maxAttempts')}
          extra={t('admin.krsExamPaper.maxAttemptsHint')}
        >
          <InputNumber
            min={0}
            max={100}
            precision={0}
            style={{ width: '100%' }}
            data-testid="paper-max-attempts"
          />
        </Form.Item>
        <Form.Item name="validDays" label={label('validDays')} extra={t('admin.krsExamPaper.validDaysHint')}>
          <InputNumber
            min={1}
            max={3650}
            precision={0}
            style={{ width: '100%' }}
            data-testid="paper-valid-days"
          />
        </Form.Item>
        <Form.Item name="showAnswers" label={t('admin.krsExamPaper.showAnswers')} valuePropName="checked">
          <Switch data-testid="paper-show-answers" />
        </Form.Item>
      </FormGrid>
      {mode === 'FIXED' ? <ItemsEditor form={form} /> : <RulesEditor />}
    </CrudForm>
  )
}

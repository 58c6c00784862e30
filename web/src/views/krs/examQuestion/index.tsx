import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  EXAM_CATEGORY_DICT,
  EXAM_LIMITS,
  JUDGE_ANSWERS,
  OPTION_KEYS,
  type QuestionRow,
  type QuestionType,
} from '@portal/contracts'
import { Button, Checkbox, Form, Grid, Input, Radio, Select, Switch, Tag, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { examQuestionApi, type QuestionBody } from '../../../api/krs/exam'
import { useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { ExportButton, ImportButton } from '../../../components/AdminKit/ExcelButtons'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import { useServerErrors } from '../../../components/AdminKit/serverErrors'
import { DictSelect } from '../../../components/Dict'
import type { STColumn } from '../../../components/SearchTable'
import { selectField } from '../../../components/SearchTable/fields'
import { useExamWords } from '../components/exam'

/** What the form's fields hold: the answer in the widget that fits the type. */
interface QuestionValues {
  type: QuestionType
  category?: string
  difficulty: 1 | 2 | 3
  stem?: string
  /** The options' texts; their keys are A, B, C… by position. */
  options?: Array<{ text?: string }>
  answerKey?: string
  answerKeys?: string[]
  answerJudge?: 'T' | 'F'
  answerFill?: string
  analysis?: string | null
  enabled: boolean
}

const ANSWER_FIELD: Record<QuestionType, keyof QuestionValues> = {
  SINGLE: 'answerKey',
  MULTIPLE: 'answerKeys',
  JUDGE: 'answerJudge',
  FILL: 'answerFill',
}
const LABELLED = ['type', 'category', 'difficulty', 'stem', 'options', 'analysis'] as const
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v)

const isChoice = (type: string | undefined) => type === 'SINGLE' || type === 'MULTIPLE'
const BLANK_OPTIONS = () => [{ text: '' }, { text: '' }, { text: '' }, { text: '' }]
const keyAt = (i: number) => OPTION_KEYS[i]!

/** A question's fields as the form shows them. */
const toValues = (r: QuestionRow): QuestionValues => ({
  type: r.type as QuestionType,
  category: r.category,
  difficulty: r.difficulty as 1 | 2 | 3,
  stem: r.stem,
  options: isChoice(r.type) ? r.options.map((o) => ({ text: o.text })) : undefined,
  answerKey: r.type === 'SINGLE' ? r.answer : undefined,
  answerKeys: r.type === 'MULTIPLE' ? r.answer.split(',') : undefined,
  answerJudge: r.type === 'JUDGE' ? (r.answer as 'T' | 'F') : undefined,
  answerFill: r.type === 'FILL' ? r.answer : undefined,
  analysis: r.analysis,
  enabled: r.enabled,
})

/** The body the server takes: options keyed A, B, C…; the answer as the contract words it. */
const toBody = (v: QuestionValues): QuestionBody => {
  const options = isChoice(v.type)
    ? (v.options ?? []).map((o, i) => ({ key: keyAt(i), text: o.text ?? '' }))
    : []
  const answer =
    v.type === 'SINGLE'
      ? (v.answerKey ?? '')
      : v.type === 'MULTIPLE'
        ? [...(v.answerKeys ?? [])].sort().join(',')
        : v.type === 'JUDGE'
          ? (v.answerJudge ?? '')
          : (v.answerFill ?? '')
              .split('|')
              .map((a) => a.trim())
              .filter(Boolean)
              .join('|')
  return {
    type: v.type,
    category: v.category ?? '',
    difficulty: v.difficulty,
    stem: v.stem ?? '',
    options,
    answer,
    analysis: v.analysis?.trim() ? v.analysis : null,
    enabled: v.enabled,
  }
}

/**
 * The question bank: single and multiple choice, true/false and fill-in questions by category and
 * difficulty, each with its right answer and an explanation; imported from and exported to Excel.
 */
export default function ExamQuestionPage() {
  const { t } = useTranslation()
  const words = useExamWords()
  const crud = useCrud<QuestionRow, QuestionBody>(examQuestionApi)
  const wide = Grid.useBreakpoint().xl ?? true

  const columns: STColumn<QuestionRow>[] = [
    {
      title: t('admin.krsExamQuestion.type'),
      dataIndex: 'type',
      width: 100,
      render: (v: string) => words.typeTag(v),
      printText: (r) => words.type(r.type),
    },
    {
      title: t('admin.krsExamQuestion.category'),
      dataIndex: 'category',
      width: 120,
      dict: EXAM_CATEGORY_DICT,
    },
    {
      title: t('admin.krsExamQuestion.difficulty'),
      dataIndex: 'difficulty',
      width: 70,
      render: (v: number) => words.difficultyTag(v),
      printText: (r) => words.difficulty(r.difficulty),
    },
    // The question takes what the row leaves: less below 1200 px, where fewer columns show.
    { title: t('admin.krsExamQuestion.stem'), dataIndex: 'stem', width: wide ? 420 : 220 },
    {
      title: t('admin.krsExamQuestion.answer'),
      dataIndex: 'answer',
      width: wide ? 140 : 90,
      render: (v: string, r) => words.answer(r.type, v),
      printText: (r) => words.answer(r.type, r.answer),
    },
    {
      title: t('admin.krsExamQuestion.enabled'),
      dataIndex: 'enabled',
      width: 80,
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>
          {t(v ? 'admin.krsExamQuestion.enabled' : 'admin.krsExamQuestion.disabled')}
        </Tag>
      ),
      printText: (r) => t(r.enabled ? 'admin.krsExamQuestion.enabled' : 'admin.krsExamQuestion.disabled'),
    },
    // Left out below 1200 px, where the row would not fit.
    { ...crud.createdAtColumn(), checked: true, width: 170, responsive: ['xl'] },
    crud.actionColumn({
      edit: 'krsExamQuestionEdit',
      remove: 'krsExamQuestionDelete',
      testId: (r, action) => `question-${action}-${r.id}`,
    }),
  ]

  return (
    <>
      <CrudTable
        id="krs-exam-question"
        crud={crud}
        printTitle={t('admin.krsExamQuestion.title')}
        columns={columns}
        request={examQuestionApi.page}
        searchFields={[
          crud.keywordField(t('admin.krsExamQuestion.keywordHint'), 'question-q-key'),
          selectField('type', t('admin.krsExamQuestion.type'), words.typeOptions, 'question-q-type'),
          {
            name: 'category',
            label: t('admin.krsExamQuestion.category'),
            node: <DictSelect type={EXAM_CATEGORY_DICT} data-testid="question-q-category" />,
          },
          {
            name: 'difficulty',
            label: t('admin.krsExamQuestion.difficulty'),
            node: <Select allowClear options={words.difficultyOptions} data-testid="question-q-difficulty" />,
          },
        ]}
        add={{ code: 'krsExamQuestionAdd', testId: 'question-add' }}
        remove="krsExamQuestionDelete"
        tools={
          <>
            <ImportButton
              code="krsExamQuestionImport"
              name="question"
              title={t('admin.krsExamQuestion.importTitle')}
              upload={async (file) => t('admin.krsExamQuestion.imported', await examQuestionApi.import(file))}
              template={examQuestionApi.importTemplate}
              onImported={crud.changed}
            />
            <ExportButton
              code="krsExamQuestionExport"
              call={examQuestionApi.export}
              fileName="exam-questions.xlsx"
              query={() => crud.table.current?.searchValues() ?? {}}
              testId="question-export"
            />
          </>
        }
      />
      <QuestionForm crud={crud} />
    </>
  )
}

function QuestionForm({ crud }: { crud: Crud<QuestionRow, QuestionBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const words = useExamWords()
  const [form] = Form.useForm<QuestionValues>()
  const type = Form.useWatch('type', form)
  // The body's answer is held by the widget of the type; its options' texts by their rows.
  const server = useServerErrors(form, {
    target: ([head, ...rest]) =>
      head === 'answer'
        ? [ANSWER_FIELD[type ?? 'SINGLE']]
        : head === 'options' && rest[1] === 'key'
          ? ['options']
          : [head!, ...rest],
    label: ([head, i]) =>
      head === 'options' && typeof i === 'number'
        ? t('admin.krsExamQuestion.option', { key: keyAt(i) })
        : isOneOf(LABELLED, head)
          ? t(`admin.krsExamQuestion.${head}`)
          : head?.toString().startsWith('answer')
            ? t('admin.krsExamQuestion.answer')
            : undefined,
  })
  const options = Form.useWatch('options', form)
  const keys = OPTION_KEYS.slice(0, options?.length ?? 0)
  const label = (k: 'type' | 'category' | 'difficulty' | 'stem' | 'answer') => t(`admin.krsExamQuestion.${k}`)
  const { opening } = crud
  const { clear } = server
  useEffect(() => {
    if (opening) clear()
  }, [opening, clear])

  // A choice question starts with four blank options; another type has none.
  const onValuesChange = (changed: Partial<QuestionValues>) => {
    if (changed.type && isChoice(changed.type) && !form.getFieldValue('options')?.length)
      form.setFieldsValue({ options: BLANK_OPTIONS() })
  }
  // Removing option `i` re-letters those after it: the chosen answers follow their options.
  const afterRemove = (i: number) => {
    const shift = (k: string) => {
      const at = OPTION_KEYS.indexOf(k as (typeof OPTION_KEYS)[number])
      return at === i ? undefined : at > i ? keyAt(at - 1) : k
    }
    const { answerKey, answerKeys } = form.getFieldsValue(['answerKey', 'answerKeys'])
    form.setFieldsValue({
      answerKey: answerKey ? shift(answerKey) : undefined,
      answerKeys: answerKeys?.map(shift).filter((k: string | undefined): k is string => !!k),
    })
  }

  return (
    <CrudForm<QuestionRow, QuestionBody, QuestionValues>
      crud={{
        ...crud,
        api: {
          ...crud.api,
          add: (b) => server.guard(() => examQuestionApi.add(b)),
          edit: (b) => server.guard(() => examQuestionApi.edit(b)),
        },
      }}
      form={form}
      titles={[t('admin.krsExamQuestion.addTitle'), t('admin.krsExamQuestion.editTitle')]}
      defaults={{ type: 'SINGLE', difficulty: 1, enabled: true, options: BLANK_OPTIONS() }}
      fromRecord={toValues}
      toBody={toBody}
      formProps={{ onValuesChange }}
      width={760}
      data-testid="question-form"
    >
      {server.alert}
      <FormGrid>
        <Form.Item name="type" label={label('type')} rules={[rules.required(label('type'), true)]}>
          <Select options={words.typeOptions} data-testid="question-type" />
        </Form.Item>
        <Form.Item
          name="category"
          label={label('category')}
          rules={[rules.required(label('category'), true)]}
        >
          <DictSelect type={EXAM_CATEGORY_DICT} allowClear={false} data-testid="question-category" />
        </Form.Item>
        <Form.Item
          name="difficulty"
          label={label('difficulty')}
          rules={[rules.requiredNumber(label('difficulty'), true)]}
        >
          <Radio.Group
            options={words.difficultyOptions}
            optionType="button"
            aria-label={label('difficulty')}
            data-testid="question-difficulty"
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.krsExamQuestion.enabled')} valuePropName="checked">
          <Switch data-testid="question-enabled" />
        </Form.Item>
      </FormGrid>
      <TextItem
        name="stem"
        label={label('stem')}
        max={EXAM_LIMITS.stem}
        rows={3}
        required
        testId="question-stem"
      />
      {isChoice(type) && <OptionsInput onRemoved={afterRemove} />}
      {type === 'SINGLE' && (
        <Form.Item
          name="answerKey"
          label={label('answer')}
          extra={t('admin.krsExamQuestion.answerSingleHint')}
          rules={[rules.required(label('answer'), true)]}
        >
          <Radio.Group
            options={keys.map((k) => ({ value: k, label: k }))}
            optionType="button"
            aria-label={label('answer')}
            data-testid="question-answer-single"
          />
        </Form.Item>
      )}
      {type === 'MULTIPLE' && (
        <Form.Item
          name="answerKeys"
          label={label('answer')}
          extra={t('admin.krsExamQuestion.answerMultipleHint')}
          rules={[rules.requiredList(label('answer'))]}
        >
          <Checkbox.Group
            options={keys.map((k) => ({ value: k, label: k }))}
            aria-label={label('answer')}
            data-testid="question-answer-multiple"
          />
        </Form.Item>
      )}
      {type === 'JUDGE' && (
        <Form.Item name="answerJudge" label={label('answer')} rules={[rules.required(label('answer'), true)]}>
          <Radio.Group
            options={JUDGE_ANSWERS.map((v) => ({
              value: v,
              label: t(v === 'T' ? 'admin.krsExamQuestion.judgeT' : 'admin.krsExamQuestion.judgeF'),
            }))}
            optionType="button"
            aria-label={label('answer')}
            data-testid="question-answer-judge"
          />
        </Form.Item>
      )}
      {type === 'FILL' && (
        <TextItem
          name="answerFill"
          label={label('answer')}
          max={EXAM_LIMITS.fill}
          required
          extra={t('admin.krsExamQuestion.answerFillHint')}
          testId="question-answer-fill"
        />
      )}
      <TextItem
        name="analysis"
        label={t('admin.krsExamQuestion.analysis')}
        max={EXAM_LIMITS.analysis}
        rows={3}
        testId="question-analysis"
      />
    </CrudForm>
  )
}

/** The options of a choice question, keyed A, B, C… by position: typed, added, removed. */
function OptionsInput({ onRemoved }: { onRemoved: (index: number) => void }) {
  const { t } = useTranslation()
  const rules = useRules()
  const max = OPTION_KEYS.length
  return (
    <Form.Item
      label={t('admin.krsExamQuestion.options')}
      required
      extra={t('admin.krsExamQuestion.optionsHint', { max })}
    >
      <Form.List
        name="options"
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              (value?.length ?? 0) >= 2
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.krsExamQuestion.optionsMin'))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field, i) => {
              const name = t('admin.krsExamQuestion.option', { key: keyAt(i) })
              return (
                <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                  <Typography.Text strong style={{ width: 20, lineHeight: '32px' }} aria-hidden="true">
                    {keyAt(i)}
                  </Typography.Text>
                  <Form.Item
                    name={[field.name, 'text']}
                    rules={[rules.required(name)]}
                    style={{ flex: 1, marginBottom: 8 }}
                  >
                    <Input
                      maxLength={EXAM_LIMITS.option}
                      aria-label={name}
                      data-testid={`question-option-${i}`}
                    />
                  </Form.Item>
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    disabled={fields.length <= 2}
                    onClick={() => {
                      remove(field.name)
                      onRemoved(i)
                    }}
                    aria-label={t('admin.krsExamQuestion.removeOption', { key: keyAt(i) })}
                    title={t('admin.krsExamQuestion.removeOption', { key: keyAt(i) })}
                    data-testid={`question-option-remove-${i}`}
                  />
                </div>
              )
            })}
            {fields.length < max && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() => add({ text: '' })}
                block
                data-testid="question-option-add"
              >
                {t('admin.krsExamQuestion.addOption')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  )
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { EXAM_CATEGORY_DICT, EXAM_LIMITS, type QuestionType } from '@portal/contracts'
import { useQuery } from '@tanstack/react-query'
import { Button, Empty, Form, InputNumber, Select, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import './rules.css'
import { examQuestionApi, type QuestionCount } from '../../../../api/krs/exam'
import { useRules } from '../../../../components/AdminKit'
import { DictSelect } from '../../../../components/Dict'
import { useExamWords } from '../../components/exam'

/** A drawing rule as the form holds it (blank while being filled in). */
export interface RuleValue {
  category?: string
  difficulty?: 1 | 2 | 3 | null
  type?: QuestionType | null
  count?: number
  points?: number
}

/** How many enabled questions of the bank a rule can draw from. */
export const availableFor = (counts: readonly QuestionCount[], r: RuleValue | undefined) =>
  r?.category
    ? counts
        .filter(
          (c) =>
            c.category === r.category &&
            (!r.difficulty || c.difficulty === r.difficulty) &&
            (!r.type || c.type === r.type),
        )
        .reduce((s, c) => s + c.count, 0)
    : null

const ROW_FIELDS = ['category', 'difficulty', 'type', 'count', 'points'] as const

/**
 * A rule's problems on one line under its row (the row's inputs are too narrow to carry them; they
 * still turn red): what the checks here found, or what the server refused.
 */
function RowErrors({ index }: { index: number }) {
  const { i18n } = useTranslation()
  const form = Form.useFormInstance()
  return (
    <Form.Item noStyle shouldUpdate={() => true}>
      {() => {
        const errors = form
          .getFieldsError(ROW_FIELDS.map((k) => ['rules', index, k]))
          .flatMap((f) => f.errors)
        return errors.length ? (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', margin: '-4px 0 8px' }}>
            {errors.join(i18n.language === 'en' ? '; ' : '；')}
          </Typography.Text>
        ) : null
      }}
    </Form.Item>
  )
}

/** Widths of the row's parts, shared by the heading row. */
const W = { difficulty: 110, type: 130, count: 96, points: 96, available: 120, subtotal: 64, remove: 32 }

/**
 * The drawing rules of a random paper: a row per rule (category, optionally difficulty and type,
 * how many, points each), with how many enabled questions the bank holds for it and its subtotal;
 * the running count and total below.
 */
export default function RulesEditor() {
  const { t } = useTranslation()
  const rules = useRules()
  const words = useExamWords()
  const form = Form.useFormInstance()
  const watched = Form.useWatch('rules', form) as RuleValue[] | undefined
  const { data: counts = [] } = useQuery(examQuestionApi.counts.query())
  const label = (k: 'category' | 'difficulty' | 'type' | 'count' | 'points', n: number) =>
    t('admin.krsExamPaper.ruleField', { n, field: t(`admin.krsExamPaper.${k}`) })
  const count = (watched ?? []).reduce((s, r) => s + (r?.count ?? 0), 0)
  const points = (watched ?? []).reduce((s, r) => s + (r?.count ?? 0) * (r?.points ?? 0), 0)
  const head = (k: 'category' | 'difficulty' | 'type' | 'count' | 'points' | 'available' | 'subtotal') => (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {t(`admin.krsExamPaper.${k}`)}
    </Typography.Text>
  )
  const anyOption = { value: '', label: t('admin.krsExamPaper.any') }

  return (
    <Form.Item label={t('admin.krsExamPaper.rules')} required extra={t('admin.krsExamPaper.rulesHint')}>
      <Form.List
        name="rules"
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              value?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.krsExamPaper.needRules'))),
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="paper-rules">
            {fields.length === 0 ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('admin.krsExamPaper.noRules')}
                style={{ margin: '8px 0' }}
              />
            ) : (
              <div style={{ display: 'flex', gap: 8, marginBottom: 4 }} aria-hidden="true">
                <span style={{ flex: 1 }}>{head('category')}</span>
                <span style={{ width: W.difficulty }}>{head('difficulty')}</span>
                <span style={{ width: W.type }}>{head('type')}</span>
                <span style={{ width: W.count }}>{head('count')}</span>
                <span style={{ width: W.points }}>{head('points')}</span>
                <span style={{ width: W.available }}>{head('available')}</span>
                <span style={{ width: W.subtotal, textAlign: 'right' }}>{head('subtotal')}</span>
                <span style={{ width: W.remove }} />
              </div>
            )}
            {fields.map((field, i) => {
              const n = i + 1
              const r = watched?.[i]
              const have = availableFor(counts, r)
              const short = have !== null && (r?.count ?? 0) > have
              return (
                <div key={field.key}>
                  <fieldset
                    className="exam-rule-row"
                    aria-label={t('admin.krsExamPaper.rule', { n })}
                    style={{
                      display: 'flex',
                      gap: 8,
                      alignItems: 'flex-start',
                      border: 0,
                      padding: 0,
                      margin: 0,
                      minWidth: 0,
                    }}
                    data-testid={`paper-rule-${i}`}
                  >
                    <Form.Item
                      name={[field.name, 'category']}
                      rules={[rules.required(label('category', n), true)]}
                      style={{ flex: 1, minWidth: 0, marginBottom: 8 }}
                    >
                      <DictSelect
                        type={EXAM_CATEGORY_DICT}
                        allowClear={false}
                        aria-label={label('category', n)}
                        data-testid={`paper-rule-category-${i}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'difficulty']}
                      style={{ width: W.difficulty, marginBottom: 8 }}
                      getValueProps={(v) => ({ value: v ?? '' })}
                      normalize={(v) => v || null}
                    >
                      <Select
                        options={[anyOption, ...words.difficultyOptions]}
                        aria-label={label('difficulty', n)}
                        data-testid={`paper-rule-difficulty-${i}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'type']}
                      style={{ width: W.type, marginBottom: 8 }}
                      getValueProps={(v) => ({ value: v ?? '' })}
                      normalize={(v) => v || null}
                    >
                      <Select
                        options={[anyOption, ...words.typeOptions]}
                        aria-label={label('type', n)}
                        data-testid={`paper-rule-type-${i}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'count']}
                      rules={[rules.requiredNumber(label('count', n))]}
                      style={{ width: W.count, marginBottom: 8 }}
                    >
                      <InputNumber
                        min={1}
                        max={EXAM_LIMITS.questions}
                        precision={0}
                        style={{ width: '100%' }}
                        aria-label={label('count', n)}
                        data-testid={`paper-rule-count-${i}`}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'points']}
                      rules={[rules.requiredNumber(label('points', n))]}
                      style={{ width: W.points, marginBottom: 8 }}
                    >
                      <InputNumber
                        min={1}
                        max={100}
                        precision={0}
                        style={{ width: '100%' }}
                        aria-label={label('points', n)}
                        data-testid={`paper-rule-points-${i}`}
                      />
                    </Form.Item>
                    <Typography.Text
                      type={short ? 'danger' : 'secondary'}
                      style={{ width: W.available, lineHeight: '32px' }}
                      data-testid={`paper-rule-available-${i}`}
                    >
                      {have === null
                        ? '—'
                        : short
                          ? t('admin.krsExamPaper.notEnough', { count: have })
                          : t('admin.krsExamPaper.availableCount', { count: have })}
                    </Typography.Text>
                    <Typography.Text style={{ width: W.subtotal, lineHeight: '32px', textAlign: 'right' }}>
                      {(r?.count ?? 0) * (r?.points ?? 0)}
                    </Typography.Text>
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('admin.krsExamPaper.removeRule', { n })}
                      title={t('admin.krsExamPaper.removeRule', { n })}
                      data-testid={`paper-rule-remove-${i}`}
                    />
                  </fieldset>
                  <RowErrors index={field.name} />
                </div>
              )
            })}
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
              {fields.length < EXAM_LIMITS.rules && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ difficulty: null, type: null, count: 5, points: 2 })}
                  data-testid="paper-rule-add"
                >
                  {t('admin.krsExamPaper.addRule')}
                </Button>
              )}
              <Typography.Text strong aria-live="polite" data-testid="paper-rules-total">
                {t('admin.krsExamPaper.total', { count, points })}
              </Typography.Text>
            </div>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  )
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { SURVEY_LIMITS, SURVEY_QUESTION_TYPES, type SurveyQuestion } from '@portal/contracts'
import { Button, Col, Empty, Form, Input, Row, Select, Space, Switch, Tag, Typography } from 'antd'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useRules } from '../../../../components/AdminKit'
import { blankOptions, isChoice, newOptionKey, newQuestionKey, type QuestionValue } from './survey'
import './survey.css'

/** The words of the question types, in the contract's order. */
export function useTypeOptions() {
  const { t } = useTranslation()
  return SURVEY_QUESTION_TYPES.map((v) => ({ value: v, label: t(`admin.krsMealSurvey.${v}`) }))
}

/**
 * The questions of a questionnaire, in order: each with its type, text, whether it must be
 * answered and (single and multiple choice) its options; added, moved, removed. Keys are kept
 * (answers stay attached to them); new ones are the first `q1`, `q2`, … / `a`, `b`, … unused.
 *
 * The rows' fields `preserve` their values: the form (`preserve={false}`) would otherwise blank a
 * list row's values whenever its fields re-mount, which the form's reset on opening does, and the
 * new questionnaire's first question would lose its type and options; a question switched to a
 * rating keeps its options, sent only for choices (`toBody`).
 */
export default function QuestionsEditor() {
  const { t } = useTranslation()
  const form = Form.useFormInstance()
  const typeOptions = useTypeOptions()
  const rules = useRules()
  const watched = (Form.useWatch('questions', form) as QuestionValue[] | undefined) ?? []
  const label = (n: number, field: string) => t('admin.krsMealSurvey.questionField', { n, field })

  return (
    <Form.Item
      label={t('admin.krsMealSurvey.questions')}
      required
      extra={t('admin.krsMealSurvey.questionsHint', { max: SURVEY_LIMITS.questions })}
    >
      <Form.List
        name="questions"
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              value?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.krsMealSurvey.needQuestions'))),
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <div data-testid="survey-questions">
            {fields.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('admin.krsMealSurvey.noQuestions')}
                style={{ margin: '8px 0' }}
              />
            )}
            {fields.map((field, i) => {
              const n = i + 1
              const q = watched[i]
              return (
                <fieldset key={field.key} className="survey-question" data-testid={`survey-question-${i}`}>
                  <legend className="survey-question-legend">
                    {t('admin.krsMealSurvey.question', { n })}
                  </legend>
                  <div className="survey-question-tools">
                    <Space.Compact>
                      <Button
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                        aria-label={t('admin.krsMealSurvey.moveUp', { n })}
                        title={t('admin.krsMealSurvey.moveUp', { n })}
                        data-testid={`survey-question-up-${i}`}
                      />
                      <Button
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                        aria-label={t('admin.krsMealSurvey.moveDown', { n })}
                        title={t('admin.krsMealSurvey.moveDown', { n })}
                        data-testid={`survey-question-down-${i}`}
                      />
                      <Button
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={t('admin.krsMealSurvey.removeQuestion', { n })}
                        title={t('admin.krsMealSurvey.removeQuestion', { n })}
                        data-testid={`survey-question-remove-${i}`}
                      />
                    </Space.Compact>
                  </div>
                  <Form.Item name={[field.name, 'key']} hidden noStyle preserve>
                    <input type="hidden" />
                  </Form.Item>
                  <Row gutter={12}>
                    <Col xs={24} sm={8} md={6}>
                      <Form.Item
                        name={[field.name, 'type']}
                        preserve
                        label={t('admin.krsMealSurvey.type')}
                        rules={[rules.required(label(n, t('admin.krsMealSurvey.type')), true)]}
                      >
                        <Select
                          options={typeOptions}
                          onChange={(v: string) => {
                            if (
                              isChoice(v) &&
                              !form.getFieldValue(['questions', field.name, 'options'])?.length
                            )
                              form.setFieldValue(['questions', field.name, 'options'], blankOptions())
                          }}
                          data-testid={`survey-question-type-${i}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={16} md={14}>
                      <Form.Item
                        name={[field.name, 'title']}
                        preserve
                        label={t('admin.krsMealSurvey.questionTitle')}
                        rules={[rules.required(label(n, t('admin.krsMealSurvey.questionTitle')))]}
                      >
                        <Input
                          maxLength={SURVEY_LIMITS.question}
                          data-testid={`survey-question-title-${i}`}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={4}>
                      <Form.Item
                        name={[field.name, 'required']}
                        preserve
                        label={t('admin.krsMealSurvey.required')}
                        valuePropName="checked"
                      >
                        <Switch data-testid={`survey-question-required-${i}`} />
                      </Form.Item>
                    </Col>
                  </Row>
                  {isChoice(q?.type) ? (
                    <OptionsEditor index={i} name={field.name} />
                  ) : q?.type === 'RATING' ? (
                    <Typography.Paragraph type="secondary" className="survey-question-hint">
                      {t('admin.krsMealSurvey.ratingHint')}
                    </Typography.Paragraph>
                  ) : q?.type === 'TEXT' ? (
                    <Typography.Paragraph type="secondary" className="survey-question-hint">
                      {t('admin.krsMealSurvey.textHint', { max: SURVEY_LIMITS.text })}
                    </Typography.Paragraph>
                  ) : null}
                </fieldset>
              )
            })}
            {fields.length < SURVEY_LIMITS.questions && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    key: newQuestionKey(watched.map((w) => w?.key)),
                    type: 'SINGLE',
                    title: '',
                    required: true,
                    options: blankOptions(),
                  } satisfies QuestionValue)
                }
                block
                data-testid="survey-question-add"
              >
                {t('admin.krsMealSurvey.addQuestion')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  )
}

/** A choice question's options, in order: typed, added, moved, removed (two at least). */
function OptionsEditor({ index, name }: { index: number; name: number }) {
  const { t } = useTranslation()
  const rules = useRules()
  const form = Form.useFormInstance()
  const ids = useId()
  const n = index + 1
  const max = SURVEY_LIMITS.options
  return (
    <fieldset className="survey-options">
      <legend className="survey-options-head">
        {t('admin.krsMealSurvey.options')}
        <Typography.Text type="secondary" className="survey-options-hint">
          {t('admin.krsMealSurvey.optionsHint', { max })}
        </Typography.Text>
      </legend>
      <Form.List
        name={[name, 'options']}
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              (value?.length ?? 0) >= 2
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.krsMealSurvey.optionsMin', { n }))),
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <>
            {fields.map((field, j) => {
              const k = j + 1
              const id = `${ids}-option-${field.key}`
              const optionName = t('admin.krsMealSurvey.optionOf', { n, k })
              return (
                <div key={field.key} className="survey-option" data-testid={`survey-option-${index}-${j}`}>
                  <label htmlFor={id} className="survey-option-label">
                    {t('admin.krsMealSurvey.option', { k })}
                  </label>
                  <Form.Item name={[field.name, 'key']} hidden noStyle preserve>
                    <input type="hidden" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'text']}
                    preserve
                    rules={[rules.required(optionName)]}
                    className="survey-option-input"
                  >
                    <Input
                      id={id}
                      maxLength={SURVEY_LIMITS.option}
                      data-testid={`survey-option-text-${index}-${j}`}
                    />
                  </Form.Item>
                  <Space.Compact>
                    <Button
                      icon={<ArrowUpOutlined />}
                      disabled={j === 0}
                      onClick={() => move(j, j - 1)}
                      aria-label={t('admin.krsMealSurvey.optionUp', { n, k })}
                      title={t('admin.krsMealSurvey.optionUp', { n, k })}
                      data-testid={`survey-option-up-${index}-${j}`}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      disabled={j === fields.length - 1}
                      onClick={() => move(j, j + 1)}
                      aria-label={t('admin.krsMealSurvey.optionDown', { n, k })}
                      title={t('admin.krsMealSurvey.optionDown', { n, k })}
                      data-testid={`survey-option-down-${index}-${j}`}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      disabled={fields.length <= 2}
                      onClick={() => remove(field.name)}
                      aria-label={t('admin.krsMealSurvey.removeOption', { n, k })}
                      title={t('admin.krsMealSurvey.removeOption', { n, k })}
                      data-testid={`survey-option-remove-${index}-${j}`}
                    />
                  </Space.Compact>
                </div>
              )
            })}
            {fields.length < max && (
              <Button
                type="dashed"
                size="small"
                icon={<PlusOutlined />}
                onClick={() => {
                  const taken = (
                    (form.getFieldValue(['questions', name, 'options']) as QuestionValue['options']) ?? []
                  ).map((o) => o?.key)
                  add({ key: newOptionKey(taken), text: '' })
                }}
                className="survey-option-add"
                data-testid={`survey-option-add-${index}`}
              >
                {t('admin.krsMealSurvey.addOption')}
              </Button>
            )}
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </fieldset>
  )
}

/**
 * The questions of a questionnaire that has answers, as they are (they can no longer change): type,
 * text, required or not, the options.
 */
export function QuestionsView({ questions }: { questions: readonly SurveyQuestion[] }) {
  const { t } = useTranslation()
  return (
    <Form.Item label={t('admin.krsMealSurvey.questions')}>
      <ol className="survey-view" data-testid="survey-questions-view">
        {questions.map((q, i) => (
          <li key={q.key} className="survey-view-item" data-testid={`survey-question-view-${i}`}>
            <div>
              <Tag>{t(`admin.krsMealSurvey.${q.type as 'SINGLE'}`)}</Tag>
              <Typography.Text strong>{q.title}</Typography.Text>
              <Typography.Text type="secondary" className="survey-view-required">
                {t(q.required ? 'admin.krsMealSurvey.required' : 'admin.krsMealSurvey.optional')}
              </Typography.Text>
            </div>
            {isChoice(q.type) && (
              <ul className="survey-view-options">
                {q.options.map((o) => (
                  <li key={o.key}>{o.text}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Form.Item>
  )
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { EXAM_CATEGORY_DICT, EXAM_LIMITS, type QuestionRow, type QuestionType } from '@portal/contracts'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  Button,
  Empty,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd'
import { type Key, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { examQuestionApi } from '../../../../api/krs/exam'
import { DictSelect, DictTag } from '../../../../components/Dict'
import DragModal from '../../../../components/DragModal'
import { ListTable } from '../../../../components/SearchTable'
import { useExamWords } from '../../components/exam'

/** A question of a fixed paper as the form holds it: its id and points, its stem and type to show. */
export interface ItemValue {
  questionId: string
  points?: number
  stem: string
  type: string
}

const DEFAULT_POINTS = 5

/**
 * The questions of a fixed paper, in order: each with its points, moved up or down, removed; more
 * chosen from the bank in a searchable dialog.
 */
export default function ItemsEditor({ form }: { form: FormInstance }) {
  const { t } = useTranslation()
  const words = useExamWords()
  const [picking, setPicking] = useState(false)
  // `preserve`: the stems and types have no field of their own, and are watched all the same.
  const items = (Form.useWatch('items', { form, preserve: true }) as ItemValue[] | undefined) ?? []
  const points = items.reduce((s, i) => s + (i?.points ?? 0), 0)
  return (
    <Form.Item label={t('admin.krsExamPaper.items')} required extra={t('admin.krsExamPaper.itemsHint')}>
      <Form.List
        name="items"
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              value?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.krsExamPaper.needItems'))),
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <div data-testid="paper-items">
            {fields.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('admin.krsExamPaper.noItems')}
                style={{ margin: '8px 0' }}
              />
            )}
            {fields.map((field, i) => {
              const n = i + 1
              const item = items[i]
              return (
                <div
                  key={field.key}
                  style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}
                  data-testid={`paper-item-${i}`}
                >
                  <Form.Item name={[field.name, 'questionId']} hidden noStyle>
                    <input type="hidden" />
                  </Form.Item>
                  <Typography.Text type="secondary" style={{ width: 28, textAlign: 'right' }}>
                    {n}.
                  </Typography.Text>
                  <span style={{ width: 100, flex: 'none' }}>{item && words.typeTag(item.type)}</span>
                  <Typography.Text ellipsis={{ tooltip: item?.stem }} style={{ flex: 1, minWidth: 0 }}>
                    {item?.stem}
                  </Typography.Text>
                  <Form.Item name={[field.name, 'points']} style={{ width: 100, marginBottom: 0 }}>
                    <InputNumber
                      min={1}
                      max={100}
                      precision={0}
                      style={{ width: '100%' }}
                      suffix={t('admin.krsExamPaper.pointsSuffix')}
                      aria-label={t('admin.krsExamPaper.pointsOf', { n })}
                      data-testid={`paper-item-points-${i}`}
                    />
                  </Form.Item>
                  <Space.Compact>
                    <Button
                      icon={<ArrowUpOutlined />}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      aria-label={t('admin.krsExamPaper.moveUp', { n })}
                      title={t('admin.krsExamPaper.moveUp', { n })}
                    />
                    <Button
                      icon={<ArrowDownOutlined />}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                      aria-label={t('admin.krsExamPaper.moveDown', { n })}
                      title={t('admin.krsExamPaper.moveDown', { n })}
                    />
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('admin.krsExamPaper.removeItem', { n })}
                      title={t('admin.krsExamPaper.removeItem', { n })}
                      data-testid={`paper-item-remove-${i}`}
                    />
                  </Space.Compact>
                </div>
              )
            })}
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
              {fields.length < EXAM_LIMITS.questions && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => setPicking(true)}
                  data-testid="paper-item-pick"
                >
                  {t('admin.krsExamPaper.pick')}
                </Button>
              )}
              <Typography.Text strong aria-live="polite" data-testid="paper-items-total">
                {t('admin.krsExamPaper.total', { count: fields.length, points })}
              </Typography.Text>
            </div>
            <Form.ErrorList errors={errors} />
            <QuestionPicker
              open={picking}
              onClose={() => setPicking(false)}
              taken={new Set(items.map((i) => i?.questionId))}
              room={EXAM_LIMITS.questions - fields.length}
              onPick={(rows, each) => {
                for (const r of rows) add({ questionId: r.id, points: each, stem: r.stem, type: r.type })
                setPicking(false)
              }}
            />
          </div>
        )}
      </Form.List>
    </Form.Item>
  )
}

const PICK_PAGE = 10

/** Questions of the bank to add to a fixed paper: searched, checked (enabled ones not yet on it), added with their points. */
function QuestionPicker({
  open,
  onClose,
  taken,
  room,
  onPick,
}: {
  open: boolean
  onClose: () => void
  taken: Set<string>
  room: number
  onPick: (rows: QuestionRow[], points: number) => void
}) {
  const { t } = useTranslation()
  const words = useExamWords()
  const [filter, setFilter] = useState<{ searchKey?: string; type?: QuestionType; category?: string }>({})
  const [keyword, setKeyword] = useState('')
  const [current, setCurrent] = useState(1)
  const [chosen, setChosen] = useState<QuestionRow[]>([])
  const [each, setEach] = useState<number | null>(DEFAULT_POINTS)
  const { data, isFetching } = useQuery({
    ...examQuestionApi.page.query({ ...filter, current, size: PICK_PAGE }),
    enabled: open,
    placeholderData: keepPreviousData,
  })
  const filterBy = (next: typeof filter) => {
    setFilter(next)
    setCurrent(1)
  }
  const close = () => {
    setChosen([])
    onClose()
  }
  const canAdd = chosen.length > 0 && chosen.length <= room && !!each
  return (
    <DragModal
      open={open}
      title={t('admin.krsExamPaper.pickTitle')}
      onCancel={close}
      width={900}
      destroyOnHidden
      data-testid="paper-picker"
      footer={
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Space>
            <label htmlFor="paper-pick-points">{t('admin.krsExamPaper.pickPoints')}</label>
            <InputNumber
              id="paper-pick-points"
              min={1}
              max={100}
              precision={0}
              value={each}
              onChange={(v) => setEach(v)}
              data-testid="paper-pick-points"
            />
          </Space>
          <Space>
            <Button onClick={close}>{t('admin.common.cancel')}</Button>
            <Button
              type="primary"
              disabled={!canAdd}
              onClick={() => {
                onPick(chosen, each ?? DEFAULT_POINTS)
                setChosen([])
              }}
              data-testid="paper-pick-add"
            >
              {t('admin.krsExamPaper.pickAdd', { count: chosen.length })}
            </Button>
          </Space>
        </Flex>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(v) => filterBy({ ...filter, searchKey: v.trim() || undefined })}
          placeholder={t('admin.krsExamQuestion.keywordHint')}
          aria-label={t('admin.krsExamQuestion.keyword')}
          enterButton={t('admin.krsExamPaper.pickSearch')}
          style={{ flex: '2 1 260px' }}
          data-testid="paper-pick-key"
        />
        <Select
          allowClear
          value={filter.type}
          onChange={(v: QuestionType | undefined) => filterBy({ ...filter, type: v })}
          options={words.typeOptions}
          placeholder={t('admin.krsExamQuestion.type')}
          aria-label={t('admin.krsExamQuestion.type')}
          style={{ flex: '1 1 140px' }}
          data-testid="paper-pick-type"
        />
        <DictSelect
          type={EXAM_CATEGORY_DICT}
          value={filter.category}
          onChange={(v: string | undefined) => filterBy({ ...filter, category: v })}
          placeholder={t('admin.krsExamQuestion.category')}
          aria-label={t('admin.krsExamQuestion.category')}
          style={{ flex: '1 1 140px' }}
          data-testid="paper-pick-category"
        />
      </Flex>
      <ListTable<QuestionRow>
        rowKey="id"
        size="small"
        loading={isFetching}
        dataSource={data?.records ?? []}
        rowSelection={{
          selectedRowKeys: chosen.map((r) => r.id),
          preserveSelectedRowKeys: true,
          onChange: (_: Key[], rows: QuestionRow[]) => setChosen(rows.filter(Boolean)),
          getCheckboxProps: (r) => ({
            disabled: !r.enabled || taken.has(r.id),
            'aria-label': r.stem,
          }),
        }}
        columns={[
          {
            title: t('admin.krsExamQuestion.type'),
            dataIndex: 'type',
            width: 100,
            render: (v: string) => words.typeTag(v),
          },
          {
            title: t('admin.krsExamQuestion.category'),
            dataIndex: 'category',
            width: 120,
            render: (v: string) => <DictTag type={EXAM_CATEGORY_DICT} value={v} />,
          },
          {
            title: t('admin.krsExamQuestion.difficulty'),
            dataIndex: 'difficulty',
            width: 70,
            render: (v: number) => words.difficultyTag(v),
          },
          {
            title: t('admin.krsExamQuestion.stem'),
            dataIndex: 'stem',
            width: 420,
            text: (r) => r.stem,
            render: (v: string, r) => (
              <>
                {v}
                {taken.has(r.id) && (
                  <Tag style={{ marginInlineStart: 8 }}>{t('admin.krsExamPaper.inPaper')}</Tag>
                )}
                {!r.enabled && (
                  <Tag style={{ marginInlineStart: 8 }}>{t('admin.krsExamPaper.disabledQuestion')}</Tag>
                )}
              </>
            ),
          },
        ]}
        pagination={{
          current,
          pageSize: PICK_PAGE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          size: 'small',
          onChange: setCurrent,
        }}
        data-testid="paper-pick-table"
      />
    </DragModal>
  )
}

import { ClearOutlined } from '@ant-design/icons'
import type { LogRecord, LogRow } from '@portal/contracts'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { App, Button, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type LogCategory, type LogKind, logApi } from '../../../../api/dev/log'
import { DetailLink, useActionColumn } from '../../../../components/AdminKit/actionColumn'
import Auth from '../../../../components/Auth'
import FormContainer from '../../../../components/FormContainer'
import SearchTable, { type STColumn } from '../../../../components/SearchTable'
import { dayRangeField, optionsOf, selectField, textField } from '../../../../components/SearchTable/fields'
import { dayRangeQuery, formatTime } from '../../../../utils/time'
import { CategoryBars, DayBars } from './Charts'

const pretty = (json: string | null) => {
  if (!json) return ''
  try {
    return JSON.stringify(JSON.parse(json), null, 2)
  } catch {
    return json
  }
}

/** The visit or operation log: charts, search, detail, clear by category. */
export default function LogPage({ kind, categories }: { kind: LogKind; categories: LogCategory[] }) {
  const { t } = useTranslation()
  const { modal } = App.useApp()
  const queryClient = useQueryClient()
  const actionColumn = useActionColumn()
  const api = logApi[kind]
  const [detail, setDetail] = useState<LogRecord | null>(null)
  const { data: byDay = [] } = useQuery(api.countByDay.query({ days: 7 }))
  const { data: byCat = [] } = useQuery(api.countByCategory.query())
  const label = (c: string) => (categories.some((x) => x === c) ? t(`admin.log.${c as 'LOGIN'}`) : c)

  // Clearing reloads the list and the charts (all reads of this log).
  const clear = (category: LogCategory) =>
    modal.confirm({
      title: t('admin.log.clearConfirm', { category: label(category) }),
      okType: 'danger',
      okText: t('admin.common.ok'),
      cancelText: t('admin.common.cancel'),
      onOk: () =>
        api
          .clear(category)
          .then(() => queryClient.invalidateQueries({ queryKey: api.key }))
          .catch(() => undefined),
    })

  const columns: STColumn<LogRow>[] = [
    { title: t('admin.log.name'), dataIndex: 'name' },
    {
      title: t('admin.log.category'),
      dataIndex: 'category',
      width: 90,
      render: (v: string) => <Tag>{label(v)}</Tag>,
    },
    {
      title: t('admin.log.exeStatus'),
      dataIndex: 'exeStatus',
      width: 90,
      render: (v: string) => (
        <Tag color={v === 'SUCCESS' ? 'green' : 'red'}>
          {t(`admin.log.${v === 'SUCCESS' ? 'SUCCESS' : 'FAIL'}`)}
        </Tag>
      ),
    },
    { title: t('admin.log.opUser'), dataIndex: 'opUser', width: 120 },
    // A DENIED row stands for every refused call of one user and route in a few seconds.
    { title: t('admin.log.hitCount'), dataIndex: 'hitCount', width: 80, checked: kind === 'op' },
    { title: t('admin.log.opIp'), dataIndex: 'opIp', width: 130 },
    { title: t('admin.log.reqUrl'), dataIndex: 'reqUrl', ellipsis: true, checked: kind === 'op' },
    { title: t('admin.log.opBrowser'), dataIndex: 'opBrowser', ellipsis: true, checked: false },
    { title: t('admin.log.opTime'), dataIndex: 'opTime', width: 170, printConfig: { type: 'time' } },
    actionColumn(80, (r) => (
      <DetailLink
        onClick={() => {
          queryClient
            .fetchQuery(api.detail.query({ id: r.id }))
            .then(setDetail)
            .catch(() => undefined)
        }}
      />
    )),
  ]
  const deleteCode = kind === 'vis' ? 'devVisLogDelete' : 'devOpLogDelete'

  return (
    <>
      <Row gutter={12} style={{ marginBottom: 12 }}>
        <Col xs={24} lg={14}>
          <Card size="small" variant="borderless" title={t('admin.log.byDay')}>
            <DayBars data={byDay} categories={categories} label={label} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            size="small"
            variant="borderless"
            title={t('admin.log.byCategory')}
            style={{ height: '100%' }}
          >
            <CategoryBars data={byCat} label={label} />
          </Card>
        </Col>
      </Row>
      <SearchTable
        id={`dev-log-${kind}`}
        printTitle={t('admin.log.detailTitle')}
        columns={columns}
        request={api.page}
        toQuery={dayRangeQuery}
        searchFields={[
          textField('searchKey', t('admin.common.keyword')),
          selectField('category', t('admin.log.category'), optionsOf(categories, label), 'q-category'),
          selectField(
            'exeStatus',
            t('admin.log.exeStatus'),
            optionsOf(['SUCCESS', 'FAIL'] as const, (s) => t(`admin.log.${s}`)),
          ),
          dayRangeField(t('admin.log.timeRange')),
        ]}
        toolbar={
          <Auth code={deleteCode}>
            <Space>
              {categories.map((c) => (
                <Button
                  key={c}
                  danger
                  icon={<ClearOutlined />}
                  onClick={() => clear(c)}
                  data-testid={`log-clear-${c}`}
                >
                  {t('admin.log.clear')} {label(c)}
                </Button>
              ))}
            </Space>
          </Auth>
        }
      />
      <FormContainer
        title={t('admin.log.detailTitle')}
        open={!!detail}
        onClose={() => setDetail(null)}
        width={760}
      >
        {detail && (
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('admin.log.name')}>{detail.name}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.category')}>{label(detail.category)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.exeStatus')}>{detail.exeStatus}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.exeMessage')}>{detail.exeMessage}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.opUser')}>{detail.opUser}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.hitCount')}>{detail.hitCount}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.opIp')}>{detail.opIp}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.opBrowser')}>{detail.opBrowser}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.reqMethod')}>{detail.reqMethod}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.reqUrl')}>{detail.reqUrl}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.opTime')}>{formatTime(detail.opTime)}</Descriptions.Item>
            <Descriptions.Item label={t('admin.log.paramJson')}>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {pretty(detail.paramJson)}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('admin.log.resultJson')}>
              <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                {pretty(detail.resultJson)}
              </Typography.Paragraph>
            </Descriptions.Item>
          </Descriptions>
        )}
      </FormContainer>
    </>
  )
}

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  CONTENT_IMAGE_MAX_BYTES,
  DEFAULT_CUTOFF,
  IMAGE_MIMES,
  imageUrl,
  MEAL_LIMITS,
  MEAL_LOCATION_DICT,
  MEALS,
  MENU_STATUSES,
  type Meal,
  type MealMenuDetail,
  type MealMenuRow,
  type UploadedImage,
} from '@portal/contracts'
import {
  Alert,
  App,
  Button,
  DatePicker,
  Empty,
  Form,
  type FormInstance,
  Image,
  Input,
  InputNumber,
  Radio,
  Space,
  Tag,
  Tooltip,
  Typography,
  theme,
} from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { type OnProgress, uploadTo } from '../../../api/dev/file'
import { type MealMenuBody, mealMenuApi } from '../../../api/krs/meal'
import { ConfirmLink, useRules } from '../../../components/AdminKit'
import CrudTable from '../../../components/AdminKit/CrudTable'
import { type Crud, CrudForm, useCrud } from '../../../components/AdminKit/crud'
import { FormGrid, TextItem } from '../../../components/AdminKit/items'
import { useServerErrors } from '../../../components/AdminKit/serverErrors'
import Auth from '../../../components/Auth'
import { DictSelect, dictLabel } from '../../../components/Dict'
import FileUpload from '../../../components/FileUpload'
import type { STColumn } from '../../../components/SearchTable'
import { optionsOf, selectField } from '../../../components/SearchTable/fields'
import { companyToday } from '../../../utils/time'

/** A cut-off as the server takes it: the company's wall clock to the minute. */
const MINUTE = 'YYYY-MM-DD HH:mm'
const DAY = 'YYYY-MM-DD'

const MEAL_COLOR: Record<Meal, string> = {
  BREAKFAST: 'gold',
  LUNCH: 'green',
  DINNER: 'blue',
  NIGHT: 'purple',
}

/** A dish as the form holds it: the price in yuan; `ordered` (portions) is shown, never sent. */
interface DishValues {
  id?: string
  name?: string
  price?: number | null
  description?: string | null
  photoId?: string | null
  ordered?: number
}

/** What the menu form's fields hold: the day and the cut-off as dates. */
interface MenuValues {
  day?: Dayjs | null
  meal?: Meal
  location?: string
  cutoffAt?: Dayjs | null
  remark?: string | null
  dishes?: DishValues[]
}

/** The cut-off a new menu proposes for its day and meal (`DEFAULT_CUTOFF`). */
const proposedCutoff = (day: Dayjs, meal: Meal) => {
  const [offset, time] = DEFAULT_CUTOFF[meal]
  const [h, m] = time.split(':').map(Number)
  return day
    .add(offset, 'day')
    .hour(h ?? 0)
    .minute(m ?? 0)
    .second(0)
    .millisecond(0)
}

const toBody = (v: MenuValues): MealMenuBody => ({
  day: v.day?.format(DAY) ?? '',
  meal: v.meal ?? 'LUNCH',
  location: v.location ?? '',
  cutoffAt: v.cutoffAt?.format(MINUTE) ?? '',
  remark: v.remark?.trim() ? v.remark : null,
  // A kept dish keeps its id (its orders count it); a new one has none.
  dishes: (v.dishes ?? []).map((d) => ({
    ...(d.id ? { id: d.id } : {}),
    name: d.name ?? '',
    description: d.description?.trim() ? d.description : null,
    priceCents: Math.round((d.price ?? 0) * 100),
    photoId: d.photoId ?? null,
  })),
})

const fromDetail = (d: MealMenuDetail): MenuValues => ({
  day: dayjs(d.day),
  meal: d.meal as Meal,
  location: d.location,
  cutoffAt: dayjs(d.cutoffAt),
  remark: d.remark,
  dishes: d.dishes.map((x) => ({
    id: x.id,
    name: x.name,
    price: x.priceCents / 100,
    description: x.description,
    photoId: x.photoId,
    ordered: x.ordered,
  })),
})

/** The search form's values as the list's query: the day as `YYYY-MM-DD`. */
const toQuery = ({ day, ...rest }: Record<string, unknown>) => ({
  ...rest,
  day: dayjs.isDayjs(day) ? day.format(DAY) : day,
})

/** A row's test-id suffix: the day, meal and canteen name one menu. */
const rowKey = (r: Pick<MealMenuRow, 'day' | 'meal' | 'location'>) => `${r.day}-${r.meal}-${r.location}`

function useMealWords() {
  const { t } = useTranslation()
  const word = (k: string) => t(`admin.krsMealMenu.${k as Meal}`)
  return {
    word,
    mealTag: (meal: string) => <Tag color={MEAL_COLOR[meal as Meal]}>{word(meal)}</Tag>,
    mealOptions: optionsOf(MEALS, word),
  }
}

/** A row's link that cannot act now: shown disabled with the reason as its tooltip. */
function BlockedLink({
  code,
  why,
  danger,
  testId,
  children,
}: {
  code: string
  why: string
  danger?: boolean
  testId: string
  children: ReactNode
}) {
  return (
    <Auth code={code}>
      <Tooltip title={why}>
        <Button type="link" size="small" danger={danger} disabled data-testid={testId}>
          {children}
        </Button>
      </Tooltip>
    </Auth>
  )
}

/**
 * Menus (issue 27): one per day, meal and canteen, with its dishes, prices and cut-off; drafts are
 * published for people to order and taken back while nobody has ordered.
 */
export default function MealMenuPage() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const { word, mealTag, mealOptions } = useMealWords()
  const crud = useCrud<MealMenuRow, MealMenuBody>(mealMenuApi)

  const setPublished = async (r: MealMenuRow, published: boolean) => {
    await mealMenuApi.publish([r.id], published)
    void message.success(t(published ? 'admin.krsMealMenu.publishedOk' : 'admin.krsMealMenu.takenBackOk'))
    crud.changed()
  }
  const confirmWords = (r: MealMenuRow) => ({
    day: r.day,
    meal: word(r.meal),
    location: dictLabel(MEAL_LOCATION_DICT, r.location),
  })

  const columns: STColumn<MealMenuRow>[] = [
    { title: t('admin.krsMealMenu.day'), dataIndex: 'day', width: 110 },
    {
      title: t('admin.krsMealMenu.meal'),
      dataIndex: 'meal',
      width: 90,
      render: (v: string) => mealTag(v),
      printText: (r) => word(r.meal),
    },
    { title: t('admin.krsMealMenu.location'), dataIndex: 'location', width: 120, dict: MEAL_LOCATION_DICT },
    { title: t('admin.krsMealMenu.cutoffAt'), dataIndex: 'cutoffAt', width: 150 },
    { title: t('admin.krsMealMenu.dishCount'), dataIndex: 'dishCount', width: 80, align: 'right' },
    { title: t('admin.krsMealMenu.orderCount'), dataIndex: 'orderCount', width: 80, align: 'right' },
    {
      title: t('admin.krsMealMenu.status'),
      dataIndex: 'status',
      width: 90,
      render: (v: string, r) => (
        <Tag color={v === 'PUBLISHED' ? 'success' : 'default'} data-testid={`menu-status-${rowKey(r)}`}>
          {word(v)}
        </Tag>
      ),
      printText: (r) => word(r.status),
    },
    // Left out below 1200 px, where the row would not fit.
    { ...crud.createdAtColumn(), width: 170, responsive: ['xl'] },
    crud.actionColumn({
      edit: 'krsMealMenuEdit',
      testId: (r, action) => `menu-${action}-${rowKey(r)}`,
      links: (r) => {
        const ordered = r.orderCount > 0
        const publishLink =
          r.status !== 'PUBLISHED' ? (
            <ConfirmLink
              code="krsMealMenuPublish"
              title={t('admin.krsMealMenu.publishConfirm', confirmWords(r))}
              onConfirm={() => setPublished(r, true)}
              testId={`menu-publish-${rowKey(r)}`}
            >
              {t('admin.krsMealMenu.publish')}
            </ConfirmLink>
          ) : ordered ? (
            <BlockedLink
              code="krsMealMenuPublish"
              why={t('admin.krsMealMenu.orderedNoTakeBack')}
              testId={`menu-take-back-${rowKey(r)}`}
            >
              {t('admin.krsMealMenu.takeBack')}
            </BlockedLink>
          ) : (
            <ConfirmLink
              code="krsMealMenuPublish"
              title={t('admin.krsMealMenu.takeBackConfirm', confirmWords(r))}
              onConfirm={() => setPublished(r, false)}
              testId={`menu-take-back-${rowKey(r)}`}
            >
              {t('admin.krsMealMenu.takeBack')}
            </ConfirmLink>
          )
        return (
          <>
            {publishLink}
            {ordered ? (
              <BlockedLink
                code="krsMealMenuDelete"
                why={t('admin.krsMealMenu.orderedNoDelete')}
                danger
                testId={`menu-delete-${rowKey(r)}`}
              >
                {t('admin.common.delete')}
              </BlockedLink>
            ) : (
              <ConfirmLink
                code="krsMealMenuDelete"
                title={t('admin.common.confirmDelete')}
                onConfirm={() => crud.remove([r.id])}
                testId={`menu-delete-${rowKey(r)}`}
                danger
              >
                {t('admin.common.delete')}
              </ConfirmLink>
            )}
          </>
        )
      },
    }),
  ]

  return (
    <>
      <CrudTable
        id="krs-meal-menu"
        crud={crud}
        printTitle={t('admin.krsMealMenu.title')}
        columns={columns}
        request={mealMenuApi.page}
        toQuery={toQuery}
        searchFields={[
          {
            name: 'day',
            label: t('admin.krsMealMenu.day'),
            node: <DatePicker style={{ width: '100%' }} data-testid="menu-q-day" />,
          },
          selectField('meal', t('admin.krsMealMenu.meal'), mealOptions, 'menu-q-meal'),
          {
            name: 'location',
            label: t('admin.krsMealMenu.location'),
            node: <DictSelect type={MEAL_LOCATION_DICT} data-testid="menu-q-location" />,
          },
          selectField(
            'status',
            t('admin.krsMealMenu.status'),
            optionsOf(MENU_STATUSES, word),
            'menu-q-status',
          ),
        ]}
        add={{ code: 'krsMealMenuAdd', testId: 'menu-add' }}
        remove="krsMealMenuDelete"
        data-testid="menu-table"
      />
      <MenuForm crud={crud} />
    </>
  )
}

const MENU_FIELDS = ['day', 'meal', 'location', 'cutoffAt', 'remark', 'dishes'] as const
/** A dish's fields in the body, and the form's field holding each. */
const DISH_FIELDS: Record<string, 'name' | 'price' | 'description' | 'photoId'> = {
  name: 'name',
  priceCents: 'price',
  price: 'price',
  description: 'description',
  photoId: 'photoId',
}
const isOneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v)

function MenuForm({ crud }: { crud: Crud<MealMenuRow, MealMenuBody> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const { mealOptions } = useMealWords()
  const [form] = Form.useForm<MenuValues>()
  const dishLabel = (k: 'name' | 'price' | 'description' | 'photoId') =>
    t(`admin.krsMealMenu.${k === 'photoId' ? 'photo' : k}`)
  const server = useServerErrors(form, {
    // A dish's price is typed in yuan; a dish the server does not know is the list's problem.
    target: ([head, i, k, ...rest]) =>
      head === 'dishes' && typeof i === 'number'
        ? k === 'id'
          ? ['dishes']
          : typeof k === 'string' && DISH_FIELDS[k]
            ? ['dishes', i, DISH_FIELDS[k]]
            : ['dishes', i, ...(k === undefined ? [] : [k]), ...rest]
        : [head!, i, k, ...rest].filter((p) => p !== undefined),
    label: ([head, i, k]) => {
      if (head === 'dishes' && typeof i === 'number') {
        const field = typeof k === 'string' ? DISH_FIELDS[k] : undefined
        return field
          ? t('admin.krsMealMenu.dishField', { n: i + 1, field: dishLabel(field) })
          : t('admin.krsMealMenu.dish', { n: i + 1 })
      }
      return isOneOf(MENU_FIELDS, head) && i === undefined ? t(`admin.krsMealMenu.${head}`) : undefined
    },
  })
  const { opening } = crud
  const { clear } = server
  useEffect(() => {
    if (opening) clear()
  }, [opening, clear])

  const adding = opening?.mode === 'add'
  // Once people have ordered, a menu keeps its day, meal and canteen (the server refuses a move).
  const moved = opening?.mode === 'edit' && opening.record.orderCount > 0
  const meal = Form.useWatch('meal', form) ?? 'LUNCH'
  const [offset, time] = DEFAULT_CUTOFF[meal]
  const rule = t(offset < 0 ? 'admin.krsMealMenu.cutoffRuleBefore' : 'admin.krsMealMenu.cutoffRuleSame', {
    time,
  })
  const label = (k: 'day' | 'meal' | 'location' | 'cutoffAt') => t(`admin.krsMealMenu.${k}`)

  // A new menu proposes its cut-off whenever its day or meal changes.
  const onValuesChange = (changed: Partial<MenuValues>) => {
    if (!adding || !('day' in changed || 'meal' in changed)) return
    const { day, meal: m } = form.getFieldsValue(['day', 'meal']) as MenuValues
    if (day && m) form.setFieldsValue({ cutoffAt: proposedCutoff(day, m) })
  }
  const defaults = (): Partial<MenuValues> => {
    const day = dayjs(companyToday()).add(1, 'day')
    return { day, meal: 'LUNCH', cutoffAt: proposedCutoff(day, 'LUNCH'), dishes: [{ price: null }] }
  }

  return (
    <CrudForm<MealMenuRow, MealMenuBody, MenuValues>
      crud={{
        ...crud,
        api: {
          ...crud.api,
          add: (b) => server.guard(() => mealMenuApi.add(b)),
          edit: (b) => server.guard(() => mealMenuApi.edit(b)),
        },
      }}
      form={form}
      titles={[t('admin.krsMealMenu.addTitle'), t('admin.krsMealMenu.editTitle')]}
      defaults={defaults}
      fromRecord={() => ({})}
      load={async (r, read) => fromDetail(await read(mealMenuApi.detail.query({ id: r.id })))}
      toBody={toBody}
      formProps={{ onValuesChange }}
      width={980}
      data-testid="menu-form"
    >
      {server.alert}
      {moved && (
        <Alert
          type="info"
          showIcon
          title={t('admin.krsMealMenu.movedHint')}
          style={{ marginBottom: 16 }}
          data-testid="menu-moved-hint"
        />
      )}
      <FormGrid>
        <Form.Item name="day" label={label('day')} rules={[rules.requiredDay(label('day'))]}>
          <DatePicker style={{ width: '100%' }} disabled={moved} data-testid="menu-day" />
        </Form.Item>
        <Form.Item name="meal" label={label('meal')} rules={[rules.required(label('meal'), true)]}>
          <Radio.Group
            options={mealOptions}
            optionType="button"
            disabled={moved}
            aria-label={label('meal')}
            data-testid="menu-meal"
          />
        </Form.Item>
        <Form.Item
          name="location"
          label={label('location')}
          rules={[rules.required(label('location'), true)]}
        >
          <DictSelect
            type={MEAL_LOCATION_DICT}
            allowClear={false}
            disabled={moved}
            data-testid="menu-location"
          />
        </Form.Item>
        <Form.Item
          name="cutoffAt"
          label={label('cutoffAt')}
          extra={t('admin.krsMealMenu.cutoffHint', { rule })}
          dependencies={['day']}
          rules={[
            rules.requiredDay(label('cutoffAt')),
            ({ getFieldValue }) => ({
              validator: (_, v: Dayjs | null | undefined) => {
                const day = getFieldValue('day') as Dayjs | null | undefined
                return v && day && v.format(MINUTE) > `${day.format(DAY)} 23:59`
                  ? Promise.reject(new Error(t('admin.krsMealMenu.cutoffLate')))
                  : Promise.resolve()
              },
            }),
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={MINUTE}
            style={{ width: '100%' }}
            data-testid="menu-cutoff"
          />
        </Form.Item>
      </FormGrid>
      <TextItem
        name="remark"
        label={t('admin.krsMealMenu.remark')}
        max={MEAL_LIMITS.remark}
        rows={2}
        testId="menu-remark"
      />
      <DishesEditor form={form} />
    </CrudForm>
  )
}

/** The upload of a dish photo (a public content image). */
const uploadPhoto = (file: File, onProgress: OnProgress) =>
  uploadTo<UploadedImage>(mealMenuApi.upload, file, onProgress)

/**
 * A dish's photo by file id: its thumbnail (opened large on click) with a remove button, or the
 * upload button (type and size checked before sending). The thumbnail is named by `alt`.
 */
function PhotoInput({
  value,
  onChange,
  alt,
  removeLabel,
  testId,
}: {
  value?: string | null
  onChange?: (value: string | null) => void
  alt: string
  removeLabel: string
  testId: string
}) {
  const { t } = useTranslation()
  return (
    <div data-testid={testId}>
      {value ? (
        <div style={{ position: 'relative', width: 104 }}>
          <Image
            src={imageUrl(value, 240)}
            alt={alt}
            preview={{ src: imageUrl(value, 1600) }}
            width={104}
            height={104}
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={removeLabel}
            title={removeLabel}
            style={{ position: 'absolute', top: 4, right: 4 }}
            onClick={() => onChange?.(null)}
            data-testid={`${testId}-remove`}
          />
        </div>
      ) : (
        <FileUpload
          upload={uploadPhoto}
          accept={IMAGE_MIMES}
          maxBytes={CONTENT_IMAGE_MAX_BYTES}
          label={t('upload.chooseImage')}
          onUploaded={(r) => onChange?.(r.id)}
        />
      )}
    </div>
  )
}

/**
 * The dishes of a menu, in order: name, price in yuan, a line about it and a photo; added, moved
 * up or down, removed (not a dish people have ordered: it shows how many portions).
 */
function DishesEditor({ form }: { form: FormInstance<MenuValues> }) {
  const { t } = useTranslation()
  const rules = useRules()
  const { token } = theme.useToken()
  // `preserve`: the portions ordered have no field of their own, and are watched all the same.
  const dishes = (Form.useWatch('dishes', { form, preserve: true }) as DishValues[] | undefined) ?? []
  const max = MEAL_LIMITS.dishes
  return (
    <Form.Item label={t('admin.krsMealMenu.dishes')} required extra={t('admin.krsMealMenu.dishesHint')}>
      <Form.List
        name="dishes"
        rules={[
          {
            validator: (_, value: unknown[] | undefined) =>
              value?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.krsMealMenu.needDishes'))),
          },
        ]}
      >
        {(fields, { add, remove, move }, { errors }) => (
          <div data-testid="menu-dishes">
            {fields.length === 0 && (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('admin.krsMealMenu.noDishes')}
                style={{ margin: '8px 0' }}
              />
            )}
            {fields.map((field, i) => {
              const n = i + 1
              const ordered = dishes[i]?.ordered ?? 0
              const name = t('admin.krsMealMenu.dish', { n })
              const removeLabel = t('admin.krsMealMenu.removeDish', { n })
              const removeButton = (
                <Button
                  danger
                  icon={<DeleteOutlined />}
                  disabled={ordered > 0}
                  onClick={() => remove(field.name)}
                  aria-label={removeLabel}
                  title={ordered > 0 ? undefined : removeLabel}
                  data-testid={`menu-dish-remove-${i}`}
                />
              )
              return (
                <fieldset
                  key={field.key}
                  style={{
                    border: `1px solid ${token.colorBorderSecondary}`,
                    borderRadius: token.borderRadiusLG,
                    padding: '8px 12px 0',
                    margin: '0 0 12px',
                    minWidth: 0,
                  }}
                  data-testid={`menu-dish-${i}`}
                >
                  <legend
                    style={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 8,
                      width: 'auto',
                      margin: 0,
                      padding: '0 4px',
                      fontSize: token.fontSize,
                      border: 0,
                    }}
                  >
                    <Typography.Text strong>{name}</Typography.Text>
                    {ordered > 0 && (
                      <Tag color="processing" data-testid={`menu-dish-ordered-${i}`}>
                        {t('admin.krsMealMenu.ordered', { count: ordered })}
                      </Tag>
                    )}
                  </legend>
                  <Form.Item name={[field.name, 'id']} hidden noStyle>
                    <input type="hidden" />
                  </Form.Item>
                  <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', flexWrap: 'wrap' }}>
                    <Form.Item
                      name={[field.name, 'photoId']}
                      label={t('admin.krsMealMenu.photo')}
                      style={{ flex: 'none', width: 144, marginBottom: 12 }}
                    >
                      <PhotoInput
                        alt={t('admin.krsMealMenu.photoOf', { name: dishes[i]?.name?.trim() || name })}
                        removeLabel={t('admin.krsMealMenu.removePhoto', { n })}
                        testId={`menu-dish-photo-${i}`}
                      />
                    </Form.Item>
                    <div
                      style={{
                        flex: 1,
                        minWidth: 260,
                        display: 'flex',
                        gap: 12,
                        flexWrap: 'wrap',
                        alignItems: 'flex-start',
                      }}
                    >
                      <Form.Item
                        name={[field.name, 'name']}
                        label={t('admin.krsMealMenu.name')}
                        rules={[
                          rules.required(
                            t('admin.krsMealMenu.dishField', { n, field: t('admin.krsMealMenu.name') }),
                          ),
                        ]}
                        style={{ flex: '2 1 180px', minWidth: 0, marginBottom: 12 }}
                      >
                        <Input maxLength={MEAL_LIMITS.dishName} data-testid={`menu-dish-name-${i}`} />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'price']}
                        label={t('admin.krsMealMenu.price')}
                        rules={[
                          rules.requiredNumber(
                            t('admin.krsMealMenu.dishField', { n, field: t('admin.krsMealMenu.price') }),
                          ),
                        ]}
                        style={{ flex: '0 0 140px', marginBottom: 12 }}
                      >
                        <InputNumber
                          min={0}
                          max={MEAL_LIMITS.priceCents / 100}
                          precision={2}
                          step={0.5}
                          prefix="¥"
                          style={{ width: '100%' }}
                          data-testid={`menu-dish-price-${i}`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[field.name, 'description']}
                        label={t('admin.krsMealMenu.description')}
                        style={{ flex: '3 1 220px', minWidth: 0, marginBottom: 12 }}
                      >
                        <Input
                          maxLength={MEAL_LIMITS.description}
                          data-testid={`menu-dish-description-${i}`}
                        />
                      </Form.Item>
                    </div>
                    {/* Aligned with the inputs, under their labels. */}
                    <Space.Compact style={{ marginTop: 30 }}>
                      <Button
                        icon={<ArrowUpOutlined />}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                        aria-label={t('admin.krsMealMenu.moveUp', { n })}
                        title={t('admin.krsMealMenu.moveUp', { n })}
                        data-testid={`menu-dish-up-${i}`}
                      />
                      <Button
                        icon={<ArrowDownOutlined />}
                        disabled={i === fields.length - 1}
                        onClick={() => move(i, i + 1)}
                        aria-label={t('admin.krsMealMenu.moveDown', { n })}
                        title={t('admin.krsMealMenu.moveDown', { n })}
                        data-testid={`menu-dish-down-${i}`}
                      />
                      {ordered > 0 ? (
                        <Tooltip title={t('admin.krsMealMenu.orderedNoRemove')}>{removeButton}</Tooltip>
                      ) : (
                        removeButton
                      )}
                    </Space.Compact>
                  </div>
                </fieldset>
              )
            })}
            <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
              {fields.length < max && (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ price: null })}
                  data-testid="menu-dish-add"
                >
                  {t('admin.krsMealMenu.addDish')}
                </Button>
              )}
              <Typography.Text type="secondary" aria-live="polite" data-testid="menu-dishes-total">
                {t('admin.krsMealMenu.dishTotal', { count: fields.length, max })}
              </Typography.Text>
            </div>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  )
}

import { isSiteHref, SLIDE_LIMITS, SLIDE_PLACES, type SlideRow } from '@portal/contracts'
import { Form, Input, Select, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { type SlideBody, slideApi } from '../../../api/biz/slide'
import { useRules } from '../../../components/AdminKit'
import ImageInput from '../../../components/ImageInput'
import { BilingualInput, bilingualColumn, ContentPage, checkRule, imageColumn } from '../components/content'

/** The site's slideshows: each slide's place, wide picture, words and where a click goes. */
export default function SlidePage() {
  const { t } = useTranslation()
  const rules = useRules()
  const label = (k: 'place' | 'title' | 'subtitle' | 'image' | 'linkUrl') => t(`admin.bizSlide.${k}`)
  const places = SLIDE_PLACES.map((p) => ({ value: p, label: t(`admin.bizSlide.places.${p}`) }))
  return (
    <ContentPage<SlideRow, SlideBody>
      id="biz-slide"
      code="bizSlide"
      api={slideApi}
      titles={{
        list: t('admin.bizSlide.list'),
        add: t('admin.bizSlide.add'),
        edit: t('admin.bizSlide.edit'),
      }}
      keyword={label('title')}
      name={(r) => r.title}
      defaults={{ sortCode: 0, place: 'HOME' }}
      width={820}
      columns={[
        imageColumn(label('image'), 'imageId', { width: 140 }),
        bilingualColumn(label('title'), 'title'),
        {
          title: label('place'),
          dataIndex: 'place',
          width: 110,
          render: (v: string) => <Tag color="blue">{places.find((p) => p.value === v)?.label ?? v}</Tag>,
        },
        { title: label('linkUrl'), dataIndex: 'linkUrl', ellipsis: true, width: 200 },
      ]}
      searchFields={[{ name: 'place', label: label('place'), node: <Select allowClear options={places} /> }]}
      form={
        <>
          <Form.Item name="place" label={label('place')} rules={[rules.required(label('place'), true)]}>
            <Select options={places} data-testid="slide-place" />
          </Form.Item>
          <BilingualInput
            name="title"
            label={label('title')}
            max={SLIDE_LIMITS.title}
            required
            testId="slide-title"
          />
          <BilingualInput name="subtitle" label={label('subtitle')} max={SLIDE_LIMITS.subtitle} />
          <Form.Item
            name="imageId"
            label={label('image')}
            extra={t('admin.bizSlide.imageHint')}
            rules={[rules.required(label('image'), true)]}
          >
            <ImageInput upload={slideApi.upload} testId="slide-image" />
          </Form.Item>
          <Form.Item
            name="linkUrl"
            label={label('linkUrl')}
            extra={t('admin.bizSlide.linkHint')}
            rules={[checkRule(isSiteHref, t('admin.bizSlide.linkInvalid'))]}
          >
            <Input maxLength={SLIDE_LIMITS.linkUrl} placeholder="/products" data-testid="slide-link" />
          </Form.Item>
        </>
      }
    />
  )
}

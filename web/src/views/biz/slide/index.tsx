import { isSiteHref, SLIDE_LIMITS, SLIDE_PLACES, type SlideRow } from '@portal/contracts'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { type SlideBody, slideApi } from '../../../api/biz/slide'
import { BilingualInput, bilingualColumn, ContentPage, checkRule, imageColumn } from '../components/content'
import { ImageItem, useChoice } from '../components/content/fields'

/** The site's slideshows: each slide's place, wide picture, words and where a click goes. */
export default function SlidePage() {
  const { t } = useTranslation()
  const label = (k: 'place' | 'title' | 'image' | 'linkUrl') => t(`admin.bizSlide.${k}`)
  const place = useChoice(
    'place',
    label('place'),
    SLIDE_PLACES.map((p) => ({ value: p, label: t(`admin.bizSlide.places.${p}`) })),
    { color: 'blue' },
  )
  return (
    <ContentPage<SlideRow, SlideBody>
      api={slideApi}
      name={(r) => r.title}
      keyword="title"
      defaults={{ place: 'HOME' }}
      width={820}
      columns={[
        imageColumn(label('image'), 'imageId', { width: 140 }),
        bilingualColumn(label('title'), 'title'),
        place.column(),
        { title: label('linkUrl'), dataIndex: 'linkUrl', ellipsis: true, width: 200 },
      ]}
      searchFields={[place.filter]}
      form={
        <>
          {place.item('slide-place')}
          <BilingualInput name="title" max={SLIDE_LIMITS.title} required testId="slide-title" />
          <BilingualInput name="subtitle" max={SLIDE_LIMITS.subtitle} />
          <ImageItem
            name="imageId"
            label={label('image')}
            extra={t('admin.bizSlide.imageHint')}
            required
            testId="slide-image"
          />
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

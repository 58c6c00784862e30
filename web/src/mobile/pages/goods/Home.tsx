import { AreaHome } from '../../components/AreaHome'
import { useTexts } from '../../core'

export const GOODS_HOME = '/goodsIndex'

/** `/goodsIndex`: what one taking goods out or delivering them does here, once signed in. */
export default function GoodsHome() {
  const t = useTexts()
  return (
    <AreaHome
      title={t.goods.title}
      welcome={t.goods.welcome}
      home={GOODS_HOME}
      groups={[
        [
          { label: t.goods.permit, hint: t.goods.permitHint, path: '/releasePermit', testId: 'm-go-permit' },
          {
            label: t.goods.records,
            hint: t.goods.recordsHint,
            path: '/releasePermitRecords',
            testId: 'm-go-permit-records',
          },
        ],
        [
          {
            label: t.goods.deliverySap,
            hint: t.goods.deliverySapHint,
            path: '/sentItem',
            testId: 'm-go-delivery',
          },
          {
            label: t.goods.deliveryOa,
            hint: t.goods.deliveryOaHint,
            path: '/sentItem1',
            testId: 'm-go-delivery-oa',
          },
          {
            label: t.goods.deliveries,
            hint: t.goods.deliveriesHint,
            path: '/sentItemRecords',
            testId: 'm-go-delivery-records',
          },
        ],
      ]}
    />
  )
}

import type { ProductCategoryPublic, ProductPublicDetail, ProductPublicItem } from '@portal/contracts'
import { type SitePage, sitePath, useSite } from '../core'
import { CategoryListView, Crumbs, categoryListHead } from '../parts/CategoryListView'
import { type CategoryListData, loadCategoryList } from '../parts/categoryList'
import Pic from '../parts/Pic'
import RichHtml from '../parts/RichHtml'
import { plainText } from '../parts/text'

const SIZE = 12

type ListData = CategoryListData<ProductCategoryPublic, ProductPublicItem>

/** A product in a grid: its cover, name and summary (with its category and model on the list page). */
export function ProductCard({ p, detailed }: { p: ProductPublicItem; detailed?: boolean }) {
  const { t } = useSite()
  const Title = detailed ? 'h2' : 'h3'
  return (
    <li className="card">
      <a href={sitePath('product', { id: p.id })}>
        <Pic
          id={p.coverId}
          alt={p.name}
          ratio={[4, 3]}
          sizes="(min-width: 900px) 360px, (min-width: 600px) 50vw, 100vw"
        />
        <div className="card-body">
          {detailed && p.categoryName && <p className="eyebrow">{p.categoryName}</p>}
          <Title className="h3">{p.name}</Title>
          {detailed && p.model && (
            <p className="muted">
              {t.products.model}: {p.model}
            </p>
          )}
          {p.summary && <p className="muted clamp">{p.summary}</p>}
        </div>
      </a>
    </li>
  )
}

function Products({ data }: { data: ListData }) {
  const { t } = useSite()
  return (
    <CategoryListView data={data} texts={t.products} path={sitePath('products')} size={SIZE}>
      <ul className="plain cards products-grid">
        {data.records.map((p) => (
          <ProductCard key={p.id} p={p} detailed />
        ))}
      </ul>
    </CategoryListView>
  )
}

export const productsPage: SitePage<ListData> = {
  load: (ctx) =>
    loadCategoryList<ProductCategoryPublic, ProductPublicItem>(
      ctx,
      '/api/biz/product/public',
      SIZE,
      'PRODUCTS',
    ),
  head: (data, { t }) =>
    categoryListHead(
      data,
      t.products,
      data.records
        .slice(0, 6)
        .map((p) => p.name)
        .join('、'),
    ),
  View: Products,
}

function Product({ data }: { data: ProductPublicDetail }) {
  const { t } = useSite()
  const [first, ...more] = data.imageIds
  return (
    <>
      <Crumbs className="wrap crumbs" path={sitePath('products')} title={t.products.title} item={data} />
      <article className="wrap product">
        <div className="product-top">
          <div className="gallery">
            <Pic
              id={first}
              alt={data.name}
              ratio={[4, 3]}
              sizes="(min-width: 900px) 560px, 100vw"
              eager
              className="rounded"
            />
            {more.length > 0 && (
              <div className="thumbs">
                {more.map((id, i) => (
                  <Pic
                    key={id}
                    id={id}
                    alt={`${data.name} ${i + 2}`}
                    ratio={[4, 3]}
                    sizes="(min-width: 900px) 180px, 33vw"
                    className="rounded"
                  />
                ))}
              </div>
            )}
          </div>
          <div>
            {data.categoryName && <p className="eyebrow">{data.categoryName}</p>}
            <h1>{data.name}</h1>
            {data.model && (
              <p className="muted">
                {t.products.model}: {data.model}
              </p>
            )}
            {data.summary && <p className="lead">{data.summary}</p>}
            {data.specs.length > 0 && (
              <table className="specs">
                <caption>{t.products.specs}</caption>
                <tbody>
                  {data.specs.map((s) => (
                    <tr key={s.name}>
                      <th scope="row">{s.name}</th>
                      <td>{s.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <a className="button" href={sitePath('contact')}>
              {t.products.related}
            </a>
          </div>
        </div>
        {data.content && (
          <section>
            <h2>{t.products.details}</h2>
            <RichHtml html={data.content} />
          </section>
        )}
        <p>
          <a href={sitePath('products')}>← {t.products.back}</a>
        </p>
      </article>
    </>
  )
}

export const productPage: SitePage<ProductPublicDetail> = {
  load: ({ get, params }) => get<ProductPublicDetail>('/api/biz/product/public/detail', { id: params.id }),
  head: (data) => ({
    title: data.name,
    description: data.summary ?? plainText(data.content, 150),
    imageId: data.imageIds[0],
  }),
  View: Product,
}

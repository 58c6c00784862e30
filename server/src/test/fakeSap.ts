import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local SAP Gateway speaking OData V2 as SAP serves it (`modules/weigh/sap/odata.ts`): the
 * `{d: {results}}` wrapper, `/Date(ms)/` times, decimals as strings, `$filter` (comparisons joined
 * by `and` / `or`), `$orderby`, `$top` / `$skip` or its own `__next` paging, `$expand`, basic
 * authentication, SAP's error body. Its data and its faults are the test's to change.
 */

export type Entity = Record<string, unknown>
const date = (iso: string) => `/Date(${Date.parse(iso)})/`

/** A material as `A_Product` holds it, with its `to_Description` texts. */
export function product(no: string, zh: string, en: string, changed: string, extra: Entity = {}): Entity {
  return {
    Product: no,
    ProductType: 'ROH',
    ProductGroup: 'SCRAP',
    BaseUnit: 'KG',
    GrossWeight: '1.000',
    NetWeight: '1.000',
    WeightUnit: 'KG',
    IsMarkedForDeletion: false,
    LastChangeDate: date(`${changed.slice(0, 10)}T00:00:00Z`),
    LastChangeDateTime: date(changed),
    to_Description: {
      results: [
        { Product: no, Language: 'ZH', ProductDescription: zh },
        { Product: no, Language: 'EN', ProductDescription: en },
      ],
    },
    ...extra,
  }
}

/** A delivery as `A_OutbDeliveryHeader` holds it, with its items. */
export function delivery(
  no: string,
  changedDay: string,
  items: Array<{ item: string; material: string; text: string; qty: string; ref?: string }>,
): Entity {
  return {
    DeliveryDocument: no,
    ShipToParty: '1000234',
    SoldToParty: '1000234',
    ShippingPoint: 'SH01',
    PlannedGoodsIssueDate: date(`${changedDay}T00:00:00Z`),
    HeaderGrossWeight: '25000.000',
    HeaderWeightUnit: 'KG',
    OverallGoodsMovementStatus: 'A',
    LastChangeDate: date(`${changedDay}T00:00:00Z`),
    to_DeliveryDocumentItem: {
      results: items.map((i) => ({
        DeliveryDocument: no,
        DeliveryDocumentItem: i.item,
        Material: i.material,
        DeliveryDocumentItemText: i.text,
        ActualDeliveryQuantity: i.qty,
        OriginalDeliveryQuantity: i.qty,
        DeliveryQuantityUnit: 'KG',
        Plant: '1000',
        StorageLocation: 'W001',
        ReferenceSDDocument: i.ref ?? '',
        ReferenceSDDocumentItem: i.ref ? '10' : '',
      })),
    },
  }
}

type Cmp = { field: string; op: string; value: string | number }

/** `Field op literal` terms joined by `and` / `or` (no parentheses: what our client sends). */
function parseFilter(filter: string): (e: Entity) => boolean {
  const ors = filter.split(/\s+or\s+/).map((part) =>
    part.split(/\s+and\s+/).map((term): Cmp => {
      const m = /^(\w+)\s+(eq|ne|gt|ge|lt|le)\s+(?:(datetimeoffset|datetime)'([^']+)'|'([^']*)'|(\d+))$/.exec(
        term.trim(),
      )
      if (!m) throw new Error(`filter term: ${term}`)
      const [, field, op, kind, time, str, num] = m
      const value = kind ? Date.parse(kind === 'datetime' ? `${time}Z` : time!) : (str ?? Number(num))
      return { field: field!, op: op!, value }
    }),
  )
  const fieldOf = (e: Entity, field: string) => {
    const v = e[field]
    const m = typeof v === 'string' ? /^\/Date\((-?\d+)\)\/$/.exec(v) : null
    return m ? Number(m[1]) : v
  }
  const test = (e: Entity, c: Cmp) => {
    const v = fieldOf(e, c.field) as string | number
    switch (c.op) {
      case 'eq':
        return v === c.value
      case 'ne':
        return v !== c.value
      case 'gt':
        return v > c.value
      case 'ge':
        return v >= c.value
      case 'lt':
        return v < c.value
      default:
        return v <= c.value
    }
  }
  return (e) => ors.some((and) => and.every((c) => test(e, c)))
}

const read = (req: IncomingMessage) =>
  new Promise<void>((resolve) => {
    req.resume()
    req.on('end', () => resolve())
  })

export async function fakeSap(opts: { user: string; password: string }) {
  const data = {
    products: [] as Entity[],
    deliveries: [] as Entity[],
  }
  const state = {
    /** Answer 503 with SAP's error body. */
    down: false,
    /** Wait this long before answering. */
    delayMs: 0,
    /** Page by `__next` links of at most this many rows, whatever `$top` asks. */
    serverPage: 0,
  }
  const requests: string[] = []
  const error = (res: import('node:http').ServerResponse, status: number, message: string) =>
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { code: 'FAKE/000', message: { lang: 'en', value: message } } }))

  const server: Server = createServer(async (req, res) => {
    await read(req)
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    requests.push(decodeURIComponent(url.pathname + url.search))
    if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs))
    if (res.destroyed) return
    const auth = req.headers.authorization ?? ''
    const expected = `Basic ${Buffer.from(`${opts.user}:${opts.password}`).toString('base64')}`
    if (auth !== expected) return error(res, 401, 'Logon failed')
    if (state.down) return error(res, 503, 'Service unavailable')
    const base = '/sap/opu/odata/sap/'
    const path = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : ''
    let set: Entity[]
    let expandKey: string
    if (path === 'API_PRODUCT_SRV/A_Product') {
      set = data.products
      expandKey = 'to_Description'
    } else if (path === 'API_OUTBOUND_DELIVERY_SRV/A_OutbDeliveryHeader') {
      set = data.deliveries
      expandKey = 'to_DeliveryDocumentItem'
    } else if (path === 'API_OUTBOUND_DELIVERY_SRV/A_OutbDeliveryItem') {
      set = data.deliveries.flatMap(
        (d) => (d.to_DeliveryDocumentItem as { results: Entity[] }).results as Entity[],
      )
      expandKey = ''
    } else return error(res, 404, `Resource not found for segment ${path}`)
    const q = url.searchParams
    let rows = set
    const filter = q.get('$filter')
    if (filter) {
      try {
        rows = rows.filter(parseFilter(filter))
      } catch (err) {
        return error(res, 400, (err as Error).message)
      }
    }
    const orderby = q.get('$orderby')
    if (orderby) {
      const keys = orderby.split(',').map((k) => k.trim())
      rows = [...rows].sort((a, b) => {
        for (const k of keys) {
          const [x, y] = [String(a[k] ?? ''), String(b[k] ?? '')]
          if (x !== y) return x < y ? -1 : 1
        }
        return 0
      })
    }
    const expand = q.get('$expand') === expandKey
    const skip = Number(q.get('$skiptoken') ?? q.get('$skip') ?? 0)
    const top = q.has('$top') ? Number(q.get('$top')) : rows.length
    const size = state.serverPage ? Math.min(top, state.serverPage) : top
    const page = rows.slice(skip, skip + size).map((e) => {
      if (!expandKey || expand) return e
      const { [expandKey]: _, ...rest } = e
      return { ...rest, [expandKey]: { __deferred: { uri: `${url.origin}${url.pathname}/${expandKey}` } } }
    })
    const d: { results: Entity[]; __next?: string } = { results: page }
    if (state.serverPage && skip + size < rows.length && size < top) {
      const next = new URL(url)
      next.searchParams.delete('$skip')
      next.searchParams.set('$skiptoken', String(skip + size))
      d.__next = next.toString()
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ d }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/sap/opu/odata/sap`,
    data,
    state,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

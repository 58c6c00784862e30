import type {
  PageResult,
  SchemaInput,
  VisitBlacklistRow,
  VisitDetail,
  VisitRulesView,
  VisitSettings,
  visitBlacklistQuerySchema,
  visitBlacklistSchema,
  visitCancelSchema,
  visitPageQuerySchema,
  visitRowSchema,
} from '@portal/contracts'
import { crudApi } from '../crudApi'
import { read } from '../read'
import { request } from '../request'

const base = '/krs/visit'

/**
 * Visitor reservations as staff read them: the list, one reservation (its form, trail and gate
 * log), which its host may read too; cancelling, the blacklist, the export, the safety settings.
 */
export const visitApi = {
  ...crudApi<{ record: typeof visitRowSchema; page: typeof visitPageQuerySchema }>(base),
  detail: read<VisitDetail, { id: string }>(`${base}/detail`),
  cancel: (body: SchemaInput<typeof visitCancelSchema>) => request.post<unknown>(`${base}/cancel`, body),
  blacklist: (body: SchemaInput<typeof visitBlacklistSchema>) =>
    request.post<unknown>(`${base}/blacklist`, body),
  blacklistPage: read<PageResult<VisitBlacklistRow>, SchemaInput<typeof visitBlacklistQuerySchema>>(
    `${base}/blacklistPage`,
  ),
  unblacklist: (id: string) => request.post<unknown>(`${base}/unblacklist`, { id }),
  settings: read<VisitRulesView>(`${base}/settings`),
  saveSettings: (body: VisitSettings) => request.post<unknown>(`${base}/settings`, body),
  /** Every reservation the filter matches, as an Excel file. */
  export: (query: Record<string, unknown>) => request.download(`${base}/export`, query),
}

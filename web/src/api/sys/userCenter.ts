import type {
  bindEmailSchema,
  bindPhoneSchema,
  ColumnPrefs,
  columnPrefQuerySchema,
  findPasswordByEmailSchema,
  findPasswordByPhoneSchema,
  findPasswordEmailCodeQuerySchema,
  findPasswordPhoneCodeQuerySchema,
  messageDetailSchema,
  messagePageQuerySchema,
  messageRowSchema,
  namedRecordSchema,
  OrgTreeNode,
  OtpStatus,
  orgNameRecordSchema,
  PageResult,
  PicCaptcha,
  positionNameRecordSchema,
  postInfoSchema,
  roleNameRecordSchema,
  SchemaInput,
  SchemaOutput,
  updateUserInfoSchema,
  userNameRecordSchema,
  WorkbenchFigure,
} from '@portal/contracts'
import { megabytes, USER_IMAGE_MAX_BYTES } from '@portal/contracts'
import { feedback } from '../../app/feedback'
import i18n from '../../i18n'
import { read } from '../read'
import { request } from '../request'

export type MessageRow = SchemaOutput<typeof messageRowSchema>
export type PostInfo = SchemaOutput<typeof postInfoSchema>

const base = '/sys/userCenter'
const byIds =
  <R>(name: string) =>
  (idList: string[]) =>
    request.post<R[]>(`${base}/${name}`, { idList })

/**
 * Sends an avatar or signature (an image data URL) unless it is over the server's limit: then
 * refused here with a message naming the limit, nothing sent.
 */
function postUserImage<R>(url: string, field: 'avatar' | 'signature', dataUrl: string) {
  const bytes = Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4)
  if (dataUrl && bytes > USER_IMAGE_MAX_BYTES) {
    const msg = i18n.t('upload.imageTooLarge', { max: megabytes(USER_IMAGE_MAX_BYTES) })
    feedback.message.error(msg)
    return Promise.reject(new Error(msg))
  }
  return request.post<R>(url, { [field]: dataUrl })
}

/**
 * The user centre's calls (login only: the caller's own account), password recovery (public) and the
 * by-id name lookups used by selectors.
 */
export const userCenterApi = {
  loginOrgTree: read<OrgTreeNode[]>(`${base}/loginOrgTree`),
  loginPositionInfo: read<PostInfo[]>(`${base}/loginPositionInfo`),
  loginWorkbench: read<string[]>(`${base}/loginWorkbench`),
  loginWorkbenchFigures: read<WorkbenchFigure[]>(`${base}/loginWorkbenchFigures`),
  updateUserWorkbench: (workbenchData: string[]) =>
    request.post<unknown>(`${base}/updateUserWorkbench`, { workbenchData }),
  messagePage: read<PageResult<MessageRow>, SchemaInput<typeof messagePageQuerySchema>>(
    `${base}/loginUnreadMessagePage`,
  ),
  /** One message with its content; reading it marks it read (so it is not cached). */
  messageDetail: (id: string) =>
    request.get<SchemaOutput<typeof messageDetailSchema>>(`${base}/loginUnreadMessageDetail`, { id }),
  updatePassword: (password: string, newPassword: string) =>
    request.post<unknown>(`${base}/updatePassword`, { password, newPassword }),
  /** The caller's one-time password: bound or not, required by a role, recovery codes left. */
  otpStatus: read<OtpStatus>(`${base}/otpStatus`),
  otpSetup: () => request.post<{ secret: string; uri: string }>(`${base}/otpSetup`, {}),
  otpBind: (code: string) => request.post<{ recoveryCodes: string[] }>(`${base}/otpBind`, { otpCode: code }),
  /** `password` SM2-encrypted, `code` a current or recovery code. */
  otpUnbind: (password: string, code: string) =>
    request.post<unknown>(`${base}/otpUnbind`, { password, otpCode: code }),
  updateAvatar: (avatar: string) => postUserImage<string>(`${base}/updateAvatar`, 'avatar', avatar),
  /** The caller's saved signature (image data URL), or null. */
  loginSignature: read<string | null>(`${base}/loginSignature`),
  updateSignature: (signature: string) =>
    postUserImage<unknown>(`${base}/updateSignature`, 'signature', signature),
  /** Update the caller's own details. */
  updateUserInfo: (body: SchemaInput<typeof updateUserInfoSchema>) =>
    request.post<unknown>(`${base}/updateUserInfo`, body),
  getBindPhoneValidCode: (phone: string) => request.get<string>(`${base}/getBindPhoneValidCode`, { phone }),
  getBindEmailValidCode: (email: string) => request.get<string>(`${base}/getBindEmailValidCode`, { email }),
  bindPhone: (body: SchemaInput<typeof bindPhoneSchema>) => request.post<unknown>(`${base}/bindPhone`, body),
  bindEmail: (body: SchemaInput<typeof bindEmailSchema>) => request.post<unknown>(`${base}/bindEmail`, body),

  /** Picture captcha of the password-recovery page (public). */
  recoveryCaptcha: () => request.get<PicCaptcha>(`${base}/getPicCaptcha`),
  /** Send a recovery code by e-mail; resolves with the request number kept for the reset. */
  findPasswordGetEmailValidCode: (query: SchemaInput<typeof findPasswordEmailCodeQuerySchema>) =>
    request.get<string>(`${base}/findPasswordGetEmailValidCode`, query),
  /** Send a recovery code by SMS; resolves with the request number kept for the reset. */
  findPasswordGetPhoneValidCode: (query: SchemaInput<typeof findPasswordPhoneCodeQuerySchema>) =>
    request.get<string>(`${base}/findPasswordGetPhoneValidCode`, query),
  findPasswordByEmail: (body: SchemaInput<typeof findPasswordByEmailSchema>) =>
    request.post<unknown>(`${base}/findPasswordByEmail`, body),
  findPasswordByPhone: (body: SchemaInput<typeof findPasswordByPhoneSchema>) =>
    request.post<unknown>(`${base}/findPasswordByPhone`, body),

  userListByIds: byIds<SchemaOutput<typeof userNameRecordSchema>>('getUserListByIdList'),
  orgListByIds: byIds<SchemaOutput<typeof orgNameRecordSchema>>('getOrgListByIdList'),
  positionListByIds: byIds<SchemaOutput<typeof positionNameRecordSchema>>('getPositionListByIdList'),
  roleListByIds: byIds<SchemaOutput<typeof roleNameRecordSchema>>('getRoleListByIdList'),
  groupListByIds: byIds<SchemaOutput<typeof namedRecordSchema>>('getGroupListByIdList'),
  /** The caller's column settings of a table; silent: a failure just leaves the default columns. */
  getColumnPref: read<ColumnPrefs, SchemaInput<typeof columnPrefQuerySchema>>(`${base}/getColumnPref`, {
    silent: true,
  }),
  /** Save the caller's column settings of a table (empty: back to the defaults). */
  saveColumnPref: (key: string, value: ColumnPrefs) =>
    request.post<unknown>(`${base}/saveColumnPref`, { key, value }),
}

/**
 * The web's calls, typed from the API document alone: `openapi.test.ts` generates `generated/openapi.d.ts`
 * from `/api/openapi.json` (openapi-typescript) and type-checks this file against it. Each line says that
 * what the document promises is what the web expects (its types from the contracts), both ways.
 */
import type {
  FlowDecide,
  FlowDecideResult,
  LoginBody,
  LoginUser,
  MenuItem,
  OrgTreeNode,
  PageResult,
  UserRow,
  VisitDetail,
  VisitRow,
} from '@portal/contracts'
import type { paths } from './generated/openapi.js'

type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never
/** `data` of the envelope a call answers with (its 200). */
type Data<P extends keyof paths, M extends 'get' | 'post'> = paths[P][M] extends {
  responses: { 200: infer R }
}
  ? Json<R> extends { code: 200; msg: string; data: infer D }
    ? D
    : never
  : never
/** The JSON body a call sends. */
type Body<P extends keyof paths> = paths[P]['post'] extends { requestBody: infer B } ? Json<B> : never

/** Mutually assignable: neither type holds a field, or allows a value, that the other does not. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const same = <_T extends true>() => {}

same<Same<Data<'/api/auth/b/getLoginUser', 'get'>, LoginUser>>()
same<Same<Data<'/api/sys/userCenter/loginMenu', 'get'>, MenuItem[]>>()
same<Same<Data<'/api/sys/user/page', 'get'>, PageResult<UserRow>>>()
same<Same<Data<'/api/sys/org/tree', 'get'>, OrgTreeNode[]>>()
same<Same<Data<'/api/krs/visit/page', 'get'>, PageResult<VisitRow>>>()
same<Same<Data<'/api/krs/visit/detail', 'get'>, VisitDetail>>()
same<Same<Data<'/api/flow/task/decide', 'post'>, FlowDecideResult>>()
same<Same<Body<'/api/auth/b/doLogin'>, LoginBody>>()
same<Same<Body<'/api/flow/task/decide'>, FlowDecide>>()

// The types are real ones, not `any`: a wrong value is refused.
// @ts-expect-error `account` is text
export const wrong: Data<'/api/auth/b/getLoginUser', 'get'> = { account: 1 }

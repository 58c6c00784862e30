import type { DictNode } from '../stores/dict'
import { request } from './request'

/** The whole dictionary tree (public). Failures are silent: the shell keeps the stored tree. */
export const dictTree = () => request.get<DictNode[]>('/dev/dict/tree', undefined, { silent: true })

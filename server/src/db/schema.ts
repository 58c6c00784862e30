import type { Insertable, Selectable, Updateable } from 'kysely'
import type { AuthTables } from '../modules/auth/schema.js'
import type { BizTables } from '../modules/biz/schema.js'
import type { DevTables } from '../modules/dev/schema.js'
import type { FlowTables } from '../modules/flow/schema.js'
import type { KrsTables } from '../modules/krs/schema.js'
import type { MobileTables } from '../modules/mobile/schema.js'
import type { OaTables } from '../modules/oa/schema.js'
import type { SysResourceTable, SysSessionTable, SysTables, SysUserTable } from '../modules/sys/schema.js'
import type { WeighTables } from '../modules/weigh/schema.js'

/**
 * One interface per table; columns are snake_case in SQL and camelCase here (CamelCasePlugin).
 * Booleans are integers 0/1 and times ISO strings, the same on every engine.
 *
 * Each area declares its tables in `modules/<area>/schema.ts`; this file assembles them into `DB`, the
 * one type the core and every module query through (the core imports this file, never an area's).
 */
export interface DB
  extends SysTables,
    DevTables,
    AuthTables,
    BizTables,
    FlowTables,
    KrsTables,
    OaTables,
    MobileTables,
    WeighTables {}

export type * from '../modules/auth/schema.js'
export type * from '../modules/biz/schema.js'
export type * from '../modules/dev/schema.js'
export type * from '../modules/flow/schema.js'
export type * from '../modules/krs/schema.js'
export type * from '../modules/mobile/schema.js'
export type * from '../modules/oa/schema.js'
export type * from '../modules/sys/schema.js'
export type * from '../modules/weigh/schema.js'

export type User = Selectable<SysUserTable>
export type NewUser = Insertable<SysUserTable>
export type UserUpdate = Updateable<SysUserTable>
export type Resource = Selectable<SysResourceTable>
export type Session = Selectable<SysSessionTable>

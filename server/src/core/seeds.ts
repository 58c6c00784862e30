/**
 * What a module's `seed.ts` declares besides its pages (`core/resources.ts`): its settings rows
 * (`dev_config`) and its dictionaries (`dev_dict`). The seed adds the missing ones at every start
 * and never changes one that is there, so an administrator's edits stay.
 */
export interface ConfigSeed {
  configKey: string
  configValue: string
  category: string
  remark: string
  sortCode: number
}

/** One category's settings, `[key, default value, remark]` each, numbered in the order given. */
export const configSeeds = (
  category: string,
  rows: ReadonlyArray<readonly [configKey: string, configValue: string, remark: string]>,
): ConfigSeed[] =>
  rows.map(([configKey, configValue, remark], i) => ({
    configKey,
    configValue,
    category,
    remark,
    sortCode: i + 1,
  }))

export type DictItemSeed = [value: string, label: string, labelEn: string, color: string | null]

/** A dictionary type with its items, labelled in both languages; `sortCode` places the type in the tree. */
export interface DictSeed {
  type: string
  label: string
  labelEn: string
  sortCode: number
  items: DictItemSeed[]
}

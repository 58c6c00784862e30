/**
 * Each page owns its texts (`views/<area>/<entity>/texts.ts`, under `admin.<name>`): found here by
 * glob, so a new page adds no line to a shared file. Each texts file adds its keys to
 * `ViewMessages` (declaration merging), which types `t('admin.…')`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the pages' texts files
export interface ViewMessages {}

export interface ViewTexts<T> {
  'zh-cn': T
  en: T
}

const found = import.meta.glob<{ texts: ViewTexts<object> }>('../views/**/texts.ts', { eager: true })

/** Every page's texts for one language, merged. */
export function viewTexts(lang: keyof ViewTexts<object>): ViewMessages {
  return Object.assign({}, ...Object.values(found).map((m) => m.texts[lang]))
}

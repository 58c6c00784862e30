import type { StateCreator } from 'zustand'
import { storage } from '../utils/storage'

type Fields<T> = { [K in keyof T]: T[K] extends (...args: never[]) => unknown ? never : K }[keyof T]

/**
 * How a store keeps some of its fields in localStorage: field -> storage key, and optionally a check
 * that a stored value has the right shape (a value that fails it is ignored).
 */
export type PersistMap<T> = { [K in Fields<T>]?: { key: string; valid?: (v: unknown) => boolean } }

/**
 * Zustand middleware: each mapped field lives under its own spec key as JSON (so `TOKEN`, `MENU`, …
 * stay readable by anything that knows the spec), is read at start-up, written on change (removed
 * when null) and follows changes made in other tabs.
 */
export function persisted<T extends object>(map: PersistMap<T>, creator: StateCreator<T>): StateCreator<T> {
  const entries = Object.entries(map) as [keyof T, { key: string; valid?: (v: unknown) => boolean }][]
  const read = (key: string, valid?: (v: unknown) => boolean) => {
    const value = storage.get(key)
    return value !== null && (!valid || valid(value)) ? value : null
  }
  return (set, get, api) => {
    const initial = creator(set, get, api)
    const loaded: Partial<T> = {}
    for (const [field, { key, valid }] of entries) {
      const value = read(key, valid)
      if (value !== null) loaded[field] = value as T[keyof T]
    }
    api.subscribe((state, prev) => {
      for (const [field, { key }] of entries) if (state[field] !== prev[field]) storage.set(key, state[field])
    })
    if (typeof window !== 'undefined') {
      window.addEventListener('storage', (e) => {
        if (e.storageArea !== localStorage) return
        const patch: Partial<T> = {}
        for (const [field, { key, valid }] of entries) {
          if (e.key !== null && e.key !== key) continue
          const value = read(key, valid)
          patch[field] = (value ?? initial[field]) as T[keyof T]
        }
        if (Object.keys(patch).length > 0) set(patch)
      })
    }
    return { ...initial, ...loaded }
  }
}

export const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

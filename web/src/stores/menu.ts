import { type MenuItem, StorageKey } from '@portal/contracts'
import { create } from 'zustand'
import { isString, persisted } from './persisted'

interface MenuState {
  /** The user's modules, each with its menu tree (from `loginMenu`). */
  menu: MenuItem[] | null
  /** The ETag `menu` came with (MENU_ETAG). */
  menuEtag: string | null
  /** The chosen module (SNOWY_MENU_MODULE_ID). */
  moduleId: string | null
  /** The last back-office path visited, where the next login lands if the menu still has it. */
  lastViewsPath: string | null
  setMenu: (menu: MenuItem[], etag?: string | null) => void
  setModuleId: (moduleId: string | null) => void
  setLastViewsPath: (path: string) => void
  /** Forget the menu (logout); the module id and last path stay for the next login. */
  clear: () => void
}

export const useMenuStore = create<MenuState>()(
  persisted(
    {
      menu: { key: StorageKey.menu, valid: Array.isArray },
      menuEtag: { key: StorageKey.menuEtag, valid: isString },
      moduleId: { key: StorageKey.menuModuleId, valid: isString },
      lastViewsPath: { key: StorageKey.lastViewsPath, valid: isString },
    },
    (set) => ({
      menu: null,
      menuEtag: null,
      moduleId: null,
      lastViewsPath: null,
      setMenu: (menu, etag = null) => set({ menu, menuEtag: etag }),
      setModuleId: (moduleId) => set({ moduleId }),
      setLastViewsPath: (lastViewsPath) => set({ lastViewsPath }),
      clear: () => set({ menu: null, menuEtag: null }),
    }),
  ),
)

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Settings icon of the shell: shown only when 'true' (the default when unset). */
  readonly VITE_LAYOUT_SETTING_OPEN?: string
  readonly VITE_CLOUD_SERVER?: string
}

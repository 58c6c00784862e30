import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './i18n'
import './styles/global.css'
import App from './app/App'
import { preloadShell } from './app/router'
import { useBaseConfigStore } from './stores/baseConfig'
import { useUserStore } from './stores/user'

// The public base configuration (name, logo, captcha switch, SM2 key) is fetched on every page load.
void useBaseConfigStore.getState().load()
if (useUserStore.getState().token) preloadShell()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)

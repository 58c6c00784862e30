import { hydrateRoot } from 'react-dom/client'
import SiteApp from './App'
import { SITE_STATE_ID, type SiteState } from './core'
import './site.css'

// The server rendered the page and left what it rendered with; the browser takes the same tree over.
const stateEl = document.getElementById(SITE_STATE_ID)
const root = document.getElementById('site')
if (stateEl && root) {
  const state = JSON.parse(stateEl.textContent ?? 'null') as SiteState
  hydrateRoot(root, <SiteApp state={state} />)
}

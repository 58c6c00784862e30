import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useSettingsStore } from '../stores/settings'
import { useUserStore } from '../stores/user'

/**
 * The one cache of server data (TanStack Query). Reads load when a page shows them and again when a
 * change invalidates their entity's key (`api/read.ts`); the request module has already shown any
 * error, so nothing retries and nothing reloads on window focus.
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})

// What one session read is not shown to the next (logout, login as another user).
useUserStore.subscribe((state, previous) => {
  if (state.token !== previous.token) queryClient.clear()
})
// The server words some answers in the reader's language (approval summaries, messages, errors):
// a switch reads the shown ones again.
useSettingsStore.subscribe((state, previous) => {
  if (state.lang !== previous.lang) void queryClient.invalidateQueries()
})

/** Provides the cache to every page under antd's providers (the login page needs none). */
export default function QueryRoot({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}

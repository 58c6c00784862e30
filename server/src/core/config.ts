import path from 'node:path'

/** Process settings from the environment; run-time settings live in the dev_config table. */
export interface AppConfig {
  port: number
  host: string
  dataDir: string
  databaseUrl: string
  adminAccount: string
  adminPassword: string | undefined
  sm2PublicKey: string | undefined
  sm2PrivateKey: string | undefined
  /** Absolute session lifetime and idle timeout. */
  sessionTtlHours: number
  sessionIdleHours: number
  webDist: string | undefined
  logLevel: string
  bodyLimit: number
  /** Per-IP limits on captcha and login (RATE_LIMIT=off turns them off, for load tests). */
  rateLimit: boolean
  /** Also answer the split deployment's paths (`/api/webapp/…`, `/api/bizapp/…`, `/custom/…`). */
  splitPaths: boolean
  /** The job scheduler polls in this process (JOBS=off turns it off; "run now" still works). */
  jobs: boolean
  /** How often it looks for due jobs and lost runs, and how long a run's lease lasts unrenewed. */
  jobPollMs: number
  jobLeaseMs: number
  /** Queries taking longer are logged with their SQL (SLOW_QUERY_MS=0 turns it off). */
  slowQueryMs: number
  /** Sample site content is written on first start (`core/demo.ts`; DEMO_CONTENT=off skips it). */
  demoContent: boolean
  /**
   * Every non-raw answer is parsed with its route's declared `response` schema, and a mismatch is a
   * 500 (CHECK_ANSWERS=on; the test harness turns it on, production never does).
   */
  checkAnswers: boolean
}

function int(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${value}"`)
  return n
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR || './data')
  return {
    port: int('PORT', env.PORT, 8080, 0),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || `sqlite://${path.join(dataDir, 'portal.db')}`,
    adminAccount: env.ADMIN_ACCOUNT || 'superAdmin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    sm2PublicKey: env.SM2_PUBLIC_KEY || undefined,
    sm2PrivateKey: env.SM2_PRIVATE_KEY || undefined,
    sessionTtlHours: int('SESSION_TTL_HOURS', env.SESSION_TTL_HOURS, 24 * 7),
    sessionIdleHours: int('SESSION_IDLE_HOURS', env.SESSION_IDLE_HOURS, 24),
    webDist: env.WEB_DIST,
    logLevel: env.LOG_LEVEL || 'info',
    bodyLimit: int('BODY_LIMIT', env.BODY_LIMIT, 1024 * 1024),
    rateLimit: env.RATE_LIMIT !== 'off',
    splitPaths: env.API_SPLIT_PATHS === 'on',
    jobs: env.JOBS !== 'off',
    jobPollMs: int('JOB_POLL_MS', env.JOB_POLL_MS, 1000, 100),
    jobLeaseMs: int('JOB_LEASE_MS', env.JOB_LEASE_MS, 60_000, 1000),
    slowQueryMs: int('SLOW_QUERY_MS', env.SLOW_QUERY_MS, 500, 0),
    demoContent: env.DEMO_CONTENT !== 'off',
    checkAnswers: env.CHECK_ANSWERS === 'on',
  }
}

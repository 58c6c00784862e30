import { createIndexes } from './indexes.js'
import { AUDIT, createTable, type Db, dropTables, ID, SORT, TIME } from './tables.js'

/**
 * Third-party login: providers (OIDC, OAuth 2, and the WeCom and DingTalk presets), the bindings of
 * a provider's subject to a user, and the pending sign-ins (state, nonce, PKCE verifier), which live
 * in the database so that any process may finish a flow another one began. The WeCom and DingTalk
 * rows start disabled, with the app ids the old THIRD configuration keys held.
 */
export async function up(db: Db): Promise<void> {
  await createTable(db, 'auth_third_provider', {
    platform: ['varchar(32)', 'notNull'],
    name: ['varchar(64)', 'notNull'],
    name_en: 'varchar(64)',
    kind: ['varchar(16)', 'notNull'],
    issuer: 'varchar(512)',
    authorization_endpoint: 'varchar(512)',
    token_endpoint: 'varchar(512)',
    userinfo_endpoint: 'varchar(512)',
    client_id: ['varchar(256)', 'notNull'],
    client_secret: 'varchar(256)',
    agent_id: 'varchar(64)',
    scopes: 'varchar(256)',
    subject_claim: 'varchar(64)',
    name_claim: 'varchar(64)',
    redirect_uri: ['varchar(512)', 'notNull'],
    enabled: ['integer', { default: 0 }],
    auto_create: ['integer', { default: 0 }],
    org_id: ID,
    role_id: ID,
    ...SORT,
    ...AUDIT,
  })
  await createIndexes(db, 'auth_third_provider', { auth_third_provider_platform: { unique: ['platform'] } })

  await createTable(db, 'auth_third_user', {
    platform: ['varchar(32)', 'notNull'],
    subject: ['varchar(255)', 'notNull'],
    subject_name: 'varchar(128)',
    user_id: [ID, 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'auth_third_user', {
    auth_third_user_subject: { unique: ['platform', 'subject'] },
    // The list's default order (newest first) and the user's own bindings.
    auth_third_user_created: ['created_at', 'id'],
    auth_third_user_user: ['user_id'],
  })

  await createTable(db, 'auth_third_state', {
    platform: ['varchar(32)', 'notNull'],
    nonce: ['varchar(128)', 'notNull'],
    code_verifier: ['varchar(128)', 'notNull'],
    ip: 'varchar(64)',
    expires_at: [TIME, 'notNull'],
    created_at: [TIME, 'notNull'],
  })
  await createIndexes(db, 'auth_third_state', { auth_third_state_expires: ['expires_at'] })

  const old = await db
    .selectFrom('dev_config')
    .select(['config_key', 'config_value'])
    .where('config_key', 'like', 'SNOWY_THIRD_%')
    .execute()
  const value = (key: string) =>
    (old.find((r: { config_key: string }) => r.config_key === key)?.config_value as string | undefined) ||
    null
  const now = new Date().toISOString()
  const preset = (platform: string, name: string, nameEn: string, kind: string, sortCode: number) => {
    const k = `SNOWY_THIRD_${kind === 'WECOM' ? 'WECOM' : 'DINGTALK'}`
    return {
      id: `third-${platform}`,
      platform,
      name,
      name_en: nameEn,
      kind,
      client_id: value(`${k}_CLIENT_ID`) ?? '',
      client_secret: value(`${k}_CLIENT_SECRET`),
      agent_id: kind === 'WECOM' ? value(`${k}_AGENT_ID`) : null,
      redirect_uri: value(`${k}_REDIRECT_URL`) ?? '',
      enabled: 0,
      auto_create: 0,
      sort_code: sortCode,
      created_at: now,
    }
  }
  await db
    .insertInto('auth_third_provider')
    .values([
      preset('wecom', '企业微信', 'WeCom', 'WECOM', 1),
      preset('dingtalk', '钉钉', 'DingTalk', 'DINGTALK', 2),
    ])
    .execute()
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['auth_third_state', 'auth_third_user', 'auth_third_provider'])
}

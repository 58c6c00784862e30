import type { Kysely } from 'kysely'

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the schema as it was then
type Db = Kysely<any>

/**
 * Third-party login: providers (OIDC, OAuth 2, and the WeCom and DingTalk presets), the bindings of
 * a provider's subject to a user, and the pending sign-ins (state, nonce, PKCE verifier), which live
 * in the database so that any process may finish a flow another one began. The WeCom and DingTalk
 * rows start disabled, with the app ids the old THIRD configuration keys held.
 */
export async function up(db: Db): Promise<void> {
  await db.schema
    .createTable('auth_third_provider')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(64)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(512)')
    .addColumn('authorization_endpoint', 'varchar(512)')
    .addColumn('token_endpoint', 'varchar(512)')
    .addColumn('userinfo_endpoint', 'varchar(512)')
    .addColumn('client_id', 'varchar(256)', (c) => c.notNull())
    .addColumn('client_secret', 'varchar(256)')
    .addColumn('agent_id', 'varchar(64)')
    .addColumn('scopes', 'varchar(256)')
    .addColumn('subject_claim', 'varchar(64)')
    .addColumn('name_claim', 'varchar(64)')
    .addColumn('redirect_uri', 'varchar(512)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_create', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('org_id', 'varchar(64)')
    .addColumn('role_id', 'varchar(64)')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)')
    .addColumn('created_user', 'varchar(64)')
    .addColumn('updated_at', 'varchar(32)')
    .addColumn('updated_user', 'varchar(64)')
    .execute()
  await db.schema
    .createIndex('auth_third_provider_platform')
    .on('auth_third_provider')
    .column('platform')
    .unique()
    .execute()

  await db.schema
    .createTable('auth_third_user')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject_name', 'varchar(128)')
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('auth_third_user_subject')
    .on('auth_third_user')
    .columns(['platform', 'subject'])
    .unique()
    .execute()
  // The list's default order (newest first) and the user's own bindings.
  await db.schema
    .createIndex('auth_third_user_created')
    .on('auth_third_user')
    .columns(['created_at', 'id'])
    .execute()
  await db.schema.createIndex('auth_third_user_user').on('auth_third_user').column('user_id').execute()

  await db.schema
    .createTable('auth_third_state')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('platform', 'varchar(32)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('auth_third_state_expires')
    .on('auth_third_state')
    .column('expires_at')
    .execute()

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
  await db.schema.dropTable('auth_third_state').execute()
  await db.schema.dropTable('auth_third_user').execute()
  await db.schema.dropTable('auth_third_provider').execute()
}

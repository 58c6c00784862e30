/** SM2 (C1C3C2, mode 1) encryption of passwords in transit (spec §5). sm-crypto loads on demand. */
type SmCrypto = typeof import('sm-crypto')

const smCrypto = async (): Promise<SmCrypto> => {
  const mod = await import('sm-crypto')
  // sm-crypto is CommonJS: depending on the bundler's interop its exports sit on `default`.
  return mod.sm2 ? mod : (mod as unknown as { default: SmCrypto }).default
}

/** Start loading the cipher early (e.g. when the login page opens). */
export const preloadCrypto = () => {
  smCrypto().catch(() => {})
}

export async function sm2Encrypt(plain: string, publicKey: string): Promise<string> {
  const { sm2 } = await smCrypto()
  return sm2.doEncrypt(plain, publicKey, 1)
}

import smCrypto from 'sm-crypto'
import { describe, expect, it } from 'vitest'
import { sm2Decrypt } from './crypto.js'

const { sm2 } = smCrypto

describe('SM2 decryption (OpenSSL) against sm-crypto encryption', () => {
  const keys = sm2.generateKeyPairHex()
  const other = sm2.generateKeyPairHex()

  it('decrypts what the web sends, with or without the 04 prefix, in any script', () => {
    for (const plain of ['Admin@12345', '中文密码Ab1', 'é'.repeat(300), 'x']) {
      const cipher = sm2.doEncrypt(plain, keys.publicKey, 1)
      expect(sm2Decrypt(cipher, keys.privateKey)).toBe(plain)
      expect(sm2Decrypt(`04${cipher}`, keys.privateKey)).toBe(plain)
      expect(sm2Decrypt(cipher.toUpperCase(), keys.privateKey)).toBe(plain)
    }
  })

  it('refuses another key, a changed byte and what is no ciphertext', () => {
    const cipher = sm2.doEncrypt('Admin@12345', keys.publicKey, 1)
    expect(sm2Decrypt(cipher, other.privateKey)).toBeNull()
    const flipped = cipher.slice(0, -2) + (cipher.endsWith('00') ? '01' : '00')
    expect(sm2Decrypt(flipped, keys.privateKey)).toBeNull()
    const badPoint = `${'1'.repeat(128)}${cipher.slice(128)}`
    expect(sm2Decrypt(badPoint, keys.privateKey)).toBeNull()
    for (const junk of ['', 'zz', 'abc', '04', cipher.slice(0, 150), 'é'.repeat(400)])
      expect(sm2Decrypt(junk, keys.privateKey)).toBeNull()
  })
})

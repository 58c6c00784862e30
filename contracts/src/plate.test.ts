import { describe, expect, it } from 'vitest'
import {
  isPlate,
  isPlatePrefix,
  normalizePlate,
  PLATE_HANZI,
  PLATE_LETTERS,
  type PlateKind,
  plateKind,
  plateNextChars,
  plateSchema,
} from './plate.js'

const VALID: [string, PlateKind][] = [
  ['京A12345', 'ORDINARY'],
  ['苏E8K9Z2', 'ORDINARY'],
  ['沪AB1234', 'ORDINARY'],
  ['琼A00001', 'ORDINARY'],
  ['京A0001警', 'SPECIAL'],
  ['苏A1234学', 'SPECIAL'],
  ['鲁B1234挂', 'SPECIAL'],
  ['沪A1234领', 'SPECIAL'],
  ['粤Z1234港', 'HK_MACAU'],
  ['粤ZA123澳', 'HK_MACAU'],
  ['使014578', 'EMBASSY'],
  // Small new-energy cars: D and F, and the newer series letters.
  ['京AD12345', 'NEW_ENERGY'],
  ['京AF12345', 'NEW_ENERGY'],
  ['浙AA12345', 'NEW_ENERGY'],
  ['粤BK12345', 'NEW_ENERGY'],
  ['京ADA1234', 'NEW_ENERGY'],
  // Large new-energy vehicles: the letter comes last.
  ['京A12345D', 'NEW_ENERGY'],
  ['川A12345F', 'NEW_ENERGY'],
]

const INVALID: [string, string][] = [
  ['', 'empty'],
  ['京A1234', 'too short'],
  ['京A1234567', 'too long'],
  ['京I12345', 'I is never used'],
  ['京AO1234', 'O is never used'],
  ['京A1234I', 'I at the end'],
  ['A京12345', 'no province first'],
  ['京112345', 'a digit where the authority letter goes'],
  ['哈A12345', 'not a province'],
  ['京A1234港', '港 only on 粤Z'],
  ['粤A1234澳', '澳 only on 粤Z'],
  ['京A123警4', '警 only last'],
  ['使A12345', 'an embassy plate is digits'],
  ['京使12345', '使 only first'],
  ['京AL12345', 'L is no new-energy series letter'],
  ['京AD1234A', 'a small new-energy plate ends in four digits'],
  ['京A1234AD', 'a large new-energy plate has five digits'],
  ['京A12345E', 'a large new-energy plate ends in D or F'],
  ['京A12345警', 'a special plate has seven characters'],
  ['京a12345', 'lower case (the schema upper-cases it first)'],
]

describe('licence plates (GA 36-2018)', () => {
  it.each(VALID)('accepts %s as %s', (plate, kind) => {
    expect(plateKind(plate)).toBe(kind)
    expect(isPlate(plate)).toBe(true)
    // Every beginning of a plate can be typed.
    for (let i = 0; i <= [...plate].length; i++)
      expect(isPlatePrefix([...plate].slice(0, i).join(''))).toBe(true)
  })

  it.each(INVALID)('refuses %s (%s)', (plate) => {
    expect(isPlate(plate)).toBe(false)
  })

  it('the schema normalises what people type and names its message', () => {
    expect(plateSchema.parse(' 苏a·12345 ')).toBe('苏A12345')
    expect(plateSchema.parse('京a12345')).toBe('京A12345')
    const bad = plateSchema.safeParse('京AO1234')
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]).toMatchObject({ params: { msgKey: 'plateInvalid' } })
    expect(normalizePlate('京 A-12.345')).toBe('京A12345')
  })

  it('offers only the keys that can still lead to a plate', () => {
    const first = plateNextChars('')
    expect(first.has('京')).toBe(true)
    expect(first.has('使')).toBe(true)
    expect(first.has('警')).toBe(false)
    expect(first.has('A')).toBe(false)
    // The authority letter: no digits, never I or O.
    const second = plateNextChars('京')
    expect(second.has('A')).toBe(true)
    expect(second.has('I') || second.has('O') || second.has('1')).toBe(false)
    // Middle positions: letters and digits only.
    expect([...plateNextChars('京A')].every((c) => !PLATE_HANZI.includes(c))).toBe(true)
    // The seventh: a digit, a letter, or a special suffix; 港 and 澳 only after 粤Z.
    const seventh = plateNextChars('京A1234')
    for (const c of ['5', 'B', '警', '学', '挂', '领']) expect(seventh.has(c)).toBe(true)
    expect(seventh.has('港')).toBe(false)
    expect(plateNextChars('粤Z1234').has('港')).toBe(true)
    // After 使, digits only.
    expect([...plateNextChars('使')].sort()).toEqual([...'0123456789'])
    // Eight characters only for new energy: an ordinary seven grows no further.
    expect(plateNextChars('京A1B345').size).toBe(0)
    expect([...plateNextChars('京AD1234')].sort()).toEqual([...'0123456789'])
    expect([...plateNextChars('京A12345')].sort()).toEqual(['D', 'F'])
    expect(plateNextChars('京A12345D').size).toBe(0)
    // A special suffix ends it.
    expect(plateNextChars('京A1234警').size).toBe(0)
  })

  it('no plate and no key holds I or O', () => {
    expect(PLATE_LETTERS).not.toContain('I')
    expect(PLATE_LETTERS).not.toContain('O')
    for (const [plate] of VALID)
      for (let i = 0; i < [...plate].length; i++) {
        const next = plateNextChars([...plate].slice(0, i).join(''))
        expect(next.has('I') || next.has('O')).toBe(false)
      }
  })
})

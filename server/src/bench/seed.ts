import SQLite from 'better-sqlite3'

/**
 * Bench data straight into the server's SQLite file, in one INSERT … SELECT over a recursive CTE
 * (no API): 110 organisations (10 divisions of 10 teams) and users with Chinese names drawn from
 * common surnames and given-name characters, pinyin accounts, unique phones, e-mails and employee
 * numbers, so that searches mean something. Only base columns are written, so any checkout's schema
 * takes it; its own triggers and indexes do the rest.
 */

// Common surnames (the first ones several times, as they are in life) and their pinyin.
const SURNAMES: Array<[string, string]> = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['高', 'gao'],
  ['林', 'lin'],
  ['罗', 'luo'],
  ['郑', 'zheng'],
  ['梁', 'liang'],
  ['谢', 'xie'],
  ['宋', 'song'],
  ['唐', 'tang'],
  ['许', 'xu'],
  ['韩', 'han'],
  ['冯', 'feng'],
  ['邓', 'deng'],
  ['曹', 'cao'],
  ['彭', 'peng'],
  ['曾', 'zeng'],
  ['肖', 'xiao'],
  ['田', 'tian'],
  ['董', 'dong'],
  ['袁', 'yuan'],
  ['潘', 'pan'],
  ['于', 'yu'],
  ['蒋', 'jiang'],
  ['蔡', 'cai'],
  ['余', 'yu'],
  ['杜', 'du'],
  ['叶', 'ye'],
  ['程', 'cheng'],
  ['苏', 'su'],
  ['魏', 'wei'],
  ['吕', 'lv'],
  ['丁', 'ding'],
  ['任', 'ren'],
  ['沈', 'shen'],
  ['姚', 'yao'],
  ['卢', 'lu'],
  ['姜', 'jiang'],
  ['崔', 'cui'],
  ['钟', 'zhong'],
  ['谭', 'tan'],
  ['陆', 'lu'],
  ['汪', 'wang'],
  ['范', 'fan'],
  ['金', 'jin'],
  ['石', 'shi'],
  ['廖', 'liao'],
  ['贾', 'jia'],
  ['夏', 'xia'],
  ['韦', 'wei'],
  ['付', 'fu'],
  ['方', 'fang'],
  ['白', 'bai'],
  ['邹', 'zou'],
  ['孟', 'meng'],
  ['熊', 'xiong'],
  ['秦', 'qin'],
  ['邱', 'qiu'],
  ['江', 'jiang'],
  ['尹', 'yin'],
  ['薛', 'xue'],
  ['闫', 'yan'],
  ['段', 'duan'],
  ['雷', 'lei'],
  ['侯', 'hou'],
  ['龙', 'long'],
  ['史', 'shi'],
  ['陶', 'tao'],
  ['黎', 'li'],
  ['贺', 'he'],
  ['顾', 'gu'],
  ['毛', 'mao'],
  ['郝', 'hao'],
  ['龚', 'gong'],
  ['邵', 'shao'],
  ['万', 'wan'],
  ['钱', 'qian'],
  ['严', 'yan'],
  ['武', 'wu'],
  ['戴', 'dai'],
  ['莫', 'mo'],
  ['孔', 'kong'],
  ['欧阳', 'ouyang'],
  ['司马', 'sima'],
  ['上官', 'shangguan'],
]
const GIVEN: Array<[string, string]> = [
  ['伟', 'wei'],
  ['芳', 'fang'],
  ['娜', 'na'],
  ['秀', 'xiu'],
  ['英', 'ying'],
  ['敏', 'min'],
  ['静', 'jing'],
  ['丽', 'li'],
  ['强', 'qiang'],
  ['磊', 'lei'],
  ['军', 'jun'],
  ['洋', 'yang'],
  ['勇', 'yong'],
  ['艳', 'yan'],
  ['杰', 'jie'],
  ['娟', 'juan'],
  ['涛', 'tao'],
  ['明', 'ming'],
  ['超', 'chao'],
  ['兰', 'lan'],
  ['霞', 'xia'],
  ['平', 'ping'],
  ['刚', 'gang'],
  ['桂', 'gui'],
  ['华', 'hua'],
  ['玉', 'yu'],
  ['萍', 'ping'],
  ['红', 'hong'],
  ['鹏', 'peng'],
  ['飞', 'fei'],
  ['建', 'jian'],
  ['国', 'guo'],
  ['志', 'zhi'],
  ['文', 'wen'],
  ['博', 'bo'],
  ['宇', 'yu'],
  ['浩', 'hao'],
  ['然', 'ran'],
  ['子', 'zi'],
  ['涵', 'han'],
  ['思', 'si'],
  ['远', 'yuan'],
  ['欣', 'xin'],
  ['怡', 'yi'],
  ['梓', 'zi'],
  ['轩', 'xuan'],
  ['雨', 'yu'],
  ['萱', 'xuan'],
  ['俊', 'jun'],
  ['晓', 'xiao'],
  ['东', 'dong'],
  ['海', 'hai'],
  ['燕', 'yan'],
  ['丹', 'dan'],
  ['凤', 'feng'],
  ['春', 'chun'],
  ['梅', 'mei'],
  ['宏', 'hong'],
  ['亮', 'liang'],
  ['婷', 'ting'],
  ['雪', 'xue'],
  ['琳', 'lin'],
  ['晨', 'chen'],
  ['阳', 'yang'],
  ['佳', 'jia'],
  ['嘉', 'jia'],
  ['颖', 'ying'],
  ['鑫', 'xin'],
  ['健', 'jian'],
  ['斌', 'bin'],
]

/** Surnames weighted: the i-th of n is drawn about n/(i+1) times as often as the last. */
const WEIGHTED = SURNAMES.flatMap((s, i) => Array(Math.max(1, Math.round(12 / (1 + i / 8)))).fill(s))

export const surnames = SURNAMES.map(([s]) => s)
export const givenChars = GIVEN.map(([g]) => g)

export function seedOrgs(file: string): void {
  const db = new SQLite(file)
  const now = new Date().toISOString()
  const ins = db.prepare(
    `insert or ignore into sys_org (id, parent_id, name, code, category, sort_code, created_at)
     values (?, ?, ?, ?, 'DEPT', ?, ?)`,
  )
  db.transaction(() => {
    for (let d = 0; d < 10; d++) {
      ins.run(`bench-d${d}`, 'org-root', `事业部${d + 1}`, `BD${d}`, 10 + d, now)
      for (let t = 0; t < 10; t++)
        ins.run(`bench-t${d}${t}`, `bench-d${d}`, `${d + 1}部${t + 1}组`, null, t, now)
    }
  })()
  db.close()
}

/** Adds users number `from` to `to - 1` (ids `bench…`), in one statement. */
export function seedUsers(file: string, from: number, to: number): void {
  const db = new SQLite(file)
  db.pragma('busy_timeout = 60000')
  const n = (a: unknown[]) => a.length
  db.prepare(
    `insert into sys_user (id, account, password_hash, name, gender, phone, email, emp_no, org_id, position_id,
       user_status, sort_code, created_at, created_user)
     with recursive c(i) as (select cast(@from as integer) union all select i + 1 from c where i < @to - 1),
     h(i, h) as (select i, (i * 2654435761 + 12345) % 4294967291 from c),
     r(i, s, g1, g2, three) as (
       select i, h % ${n(WEIGHTED)}, h / ${n(WEIGHTED)} % ${n(GIVEN)}, h / ${n(WEIGHTED) * n(GIVEN)} % ${n(GIVEN)},
              h / ${n(WEIGHTED) * n(GIVEN) * n(GIVEN)} % 10 < 6 from h)
     select printf('bench%027d', i),
       json_extract(@w, '$[' || s || '][1]') || json_extract(@g, '$[' || g1 || '][1]')
         || case when three then json_extract(@g, '$[' || g2 || '][1]') else '' end || i,
       '-',
       json_extract(@w, '$[' || s || '][0]') || json_extract(@g, '$[' || g1 || '][0]')
         || case when three then json_extract(@g, '$[' || g2 || '][0]') else '' end,
       case when i % 2 then 'MALE' else 'FEMALE' end,
       '1' || (3 + i % 7) || printf('%09d', (i * 7919) % 1000000000),
       'u' || i || '@example.com',
       'E' || printf('%07d', i),
       'bench-t' || (i % 100 / 10) || (i % 10),
       case when i % 3 = 0 then 'pos-staff' else null end,
       case when i % 50 = 0 then 'DISABLE' else 'ENABLE' end,
       i % 100,
       strftime('%Y-%m-%dT%H:%M:%fZ', 1600000000 + i * 97, 'unixepoch'),
       'user-super-admin'
     from r`,
  ).run({ from, to, w: JSON.stringify(WEIGHTED), g: JSON.stringify(GIVEN) })
  // As a running installation would have it: the bulk load written back from the WAL.
  db.pragma('wal_checkpoint(TRUNCATE)')
  db.close()
}

/** Name queries a person would type: surnames, full names of two and three characters, given names. */
export function nameQueries(count: number): string[] {
  const out = new Set<string>()
  for (let i = 1; out.size < count && i < count * 100; i++) {
    const h = (i * 2654435761 + 12345) % 4294967291
    const s = WEIGHTED[h % WEIGHTED.length]![0]
    const g1 = GIVEN[Math.floor(h / 7) % GIVEN.length]![0]
    const g2 = GIVEN[Math.floor(h / 503) % GIVEN.length]![0]
    const kind = Math.floor(h / 65537) % 10
    out.add(kind === 0 ? s : kind < 5 ? s + g1 : kind < 9 ? s + g1 + g2 : g1 + g2)
  }
  return [...out]
}

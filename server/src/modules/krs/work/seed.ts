import { KRS_DICT } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import type { DictSeed } from '../../../core/seeds.js'
import { workApp } from './service.js'

/** Entry-work applications with their workers, trails and passes ("vendor access and admission records"). */
export const krsWorkPage: PageSeed = workApp.page

export const workTypeDict: DictSeed = {
  type: KRS_DICT.workType,
  label: '作业类型',
  labelEn: 'Work type',
  sortCode: 8,
  items: [
    ['HOT_WORK', '动火作业', 'Hot work', 'red'],
    ['HEIGHT', '高处作业', 'Work at height', 'orange'],
    ['CONFINED_SPACE', '受限空间作业', 'Confined space', 'volcano'],
    ['ELECTRICAL', '临时用电作业', 'Temporary electrical work', 'gold'],
    ['LIFTING', '吊装作业', 'Lifting', 'purple'],
    ['EXCAVATION', '动土作业', 'Excavation', 'cyan'],
    ['GENERAL', '一般作业', 'General work', 'blue'],
  ],
}

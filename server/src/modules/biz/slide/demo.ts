import { insertDemoRows } from '../../../core/content.js'
import type { DemoContent } from '../../../core/demo.js'
import { campus, duskSkyline, greenWorks, nightCity, steelFrame, valveLine } from './art.js'

/** The slideshows of a fresh site: three on the home page, one each for products, news and about. */
const slides = [
  {
    key: 'home-skyline',
    place: 'HOME',
    drawing: () => duskSkyline(7, ['#1b2a4a', '#5b4a7a', '#e0876a', '#f6c98a'], '#1a2233', '#39415a'),
    title: '建造更坚实的世界',
    titleEn: 'Building a stronger world',
    subtitle: '钢结构工程 · 环保装备 · 工业阀门，二十七年专注工业制造',
    subtitleEn: 'Steel structures, environmental equipment and industrial valves: 27 years in industry',
    linkUrl: '/company_profile',
  },
  {
    key: 'home-frame',
    place: 'HOME',
    drawing: () => steelFrame(['#3d7cc9', '#8ec0ec', '#e6f2fb'], '#2e3b4e', '#5d6670'),
    title: '三大业务板块，一站式工业解决方案',
    titleEn: 'Three businesses, one-stop industrial solutions',
    subtitle: '从设计、制造到安装与运维，为客户提供全生命周期服务',
    subtitleEn: 'From design and manufacturing to installation and service, for the whole life of a project',
    linkUrl: '/products',
  },
  {
    key: 'home-green',
    place: 'HOME',
    drawing: () =>
      greenWorks(['#9fd3f0', '#d9f0fa', '#f5fbf2'], ['#8cc9a0', '#5fae7a', '#2f7d4f'], '#6f8797'),
    title: '加入宏远，共创未来',
    titleEn: 'Join Hongyuan and shape the future',
    subtitle: '技术研发、智能制造、工程管理等岗位热招中',
    subtitleEn: 'Open positions in R&D, smart manufacturing, project management and more',
    linkUrl: '/recruitment_information',
  },
  {
    key: 'products-valves',
    place: 'PRODUCTS',
    drawing: () => valveLine(['#25384f', '#3f5b78', '#6b88a3'], '#8795a3', '#d8452f'),
    title: '精工制造，品质可靠',
    titleEn: 'Precision-built, dependable',
    subtitle: '钢结构构件、环保成套设备与全系列工业阀门',
    subtitleEn: 'Structural steel, packaged environmental systems and a full range of industrial valves',
    linkUrl: '/products',
  },
  {
    key: 'news-city',
    place: 'NEWS',
    drawing: () => nightCity(11, ['#050a18', '#102449', '#23407a'], '#6fd0ff'),
    title: '宏远动态',
    titleEn: 'Hongyuan news',
    subtitle: '集团新闻、项目进展与行业观察',
    subtitleEn: 'Group news, project progress and industry insight',
    linkUrl: '/newsList',
  },
  {
    key: 'about-campus',
    place: 'ABOUT',
    drawing: () => campus(['#f7d9b0', '#fbe9d0', '#e7f1f8'], '#5d8fc2', '#7fb069'),
    title: '立足园区，服务全球',
    titleEn: 'Rooted in the park, serving the world',
    subtitle: '总部位于苏州工业园区，产品远销 40 多个国家和地区',
    subtitleEn:
      'Headquartered in Suzhou Industrial Park, with customers in more than 40 countries and regions',
    linkUrl: '/company_profile',
  },
] as const

export const slideDemo: DemoContent = {
  key: 'BIZ_SLIDE',
  async run({ db, image, daysAgo }) {
    const rows = []
    for (const { key, drawing, ...s } of slides)
      rows.push({ ...s, imageId: await image(`slide-${key}`, drawing()) })
    await insertDemoRows(db, 'bizSlide', daysAgo(90), rows)
  },
}

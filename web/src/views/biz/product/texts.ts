import type { ViewTexts } from '../../../i18n/views'

/** Texts of the product and product category pages (zh-cn); the English below has the same keys. */
const zhCn = {
  productPage: {
    title: '产品管理',
    name: '产品名称',
    nameEn: '英文名称',
    model: '型号',
    category: '产品分类',
    cover: '封面',
    images: '产品图片',
    imagesHint: '最多 {{max}} 张，第一张为封面；PNG、JPEG、GIF 或 WebP，每张不超过 5 MB',
    summary: '简介',
    summaryEn: '英文简介',
    content: '详细介绍',
    contentEn: '英文详细介绍',
    zh: '中文',
    en: 'English',
    enHint: '英文网站显示这些内容；留空的项显示中文',
    specs: '规格参数',
    specsHint: '按顺序显示在产品详情页，最多 {{max}} 行',
    specName: '参数名',
    specNameEn: '英文参数名',
    specValue: '参数值',
    specValueEn: '英文参数值',
    addSpec: '添加参数',
    removeSpec: '删除第 {{n}} 行',
    moveUp: '上移第 {{n}} 行',
    moveDown: '下移第 {{n}} 行',
    noSpecs: '暂无规格参数',
    addTitle: '新增产品',
    editTitle: '编辑产品',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    productPage: {
      title: 'Products',
      name: 'Product name',
      nameEn: 'English name',
      model: 'Model',
      category: 'Category',
      cover: 'Cover',
      images: 'Images',
      imagesHint: 'Up to {{max}}, the first is the cover; PNG, JPEG, GIF or WebP, at most 5 MB each',
      summary: 'Summary',
      summaryEn: 'English summary',
      content: 'Description',
      contentEn: 'English description',
      zh: '中文',
      en: 'English',
      enHint: 'The English site shows these; an empty one shows the Chinese text',
      specs: 'Specifications',
      specsHint: 'Shown in this order on the product page; at most {{max}} rows',
      specName: 'Name',
      specNameEn: 'English name',
      specValue: 'Value',
      specValueEn: 'English value',
      addSpec: 'Add a row',
      removeSpec: 'Remove row {{n}}',
      moveUp: 'Move row {{n}} up',
      moveDown: 'Move row {{n}} down',
      noSpecs: 'No specifications',
      addTitle: 'New product',
      editTitle: 'Edit product',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

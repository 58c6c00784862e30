import type { ViewTexts } from '../../../i18n/views'

/** Texts of this page (zh-cn); the English below must have the same keys. */
const zhCn = {
  filePage: {
    name: '文件名',
    type: '类型',
    size: '大小',
    engine: '存储引擎',
    uploader: '上传人',
    time: '上传时间',
    sha256: 'SHA-256',
    location: '存储位置',
    purpose: '用途',
    FILE: '文件',
    AVATAR: '头像',
    SIGNATURE: '签名',
    LOGO: '标志',
    public: '公开',
    upload: '上传文件',
    uploadTitle: '上传文件',
    preview: '预览',
    download: '下载',
    noPreview: '此类型不能在浏览器中预览，请下载后查看',
    total: '文件总数',
    totalBytes: '总大小',
    byEngine: '按存储引擎',
    byType: '按类型',
    files: '{{count}} 个',
    thumbnail: '缩略图',
  },
}
type Texts = typeof zhCn

export const texts: ViewTexts<Texts> = {
  'zh-cn': zhCn,
  en: {
    filePage: {
      name: 'Name',
      type: 'Type',
      size: 'Size',
      engine: 'Storage',
      uploader: 'Uploaded by',
      time: 'Uploaded at',
      sha256: 'SHA-256',
      location: 'Location',
      purpose: 'Purpose',
      FILE: 'File',
      AVATAR: 'Avatar',
      SIGNATURE: 'Signature',
      LOGO: 'Logo',
      public: 'Public',
      upload: 'Upload',
      uploadTitle: 'Upload files',
      preview: 'Preview',
      download: 'Download',
      noPreview: 'This type cannot be shown in the browser; download it to open it',
      total: 'Files',
      totalBytes: 'Total size',
      byEngine: 'By storage',
      byType: 'By type',
      files: '{{count}} file(s)',
      thumbnail: 'Thumbnail',
    },
  },
}

declare module '../../../i18n/views' {
  interface ViewMessages extends Texts {}
}

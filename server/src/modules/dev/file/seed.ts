import { FileKey } from '@portal/contracts'
import type { PageSeed } from '../../../core/resources.js'
import { configSeeds } from '../../../core/seeds.js'

/** The page, its buttons (the permission codes of its routes) and its hideable fields. */
export const devFilePage: PageSeed = {
  catalog: 'menu-cat-base',
  sortCode: 2,
  id: 'menu-dev-file',
  code: 'devFile',
  title: '文件管理',
  titleEn: 'Files',
  path: '/dev/file',
  component: 'dev/file/index',
  icon: 'file-outlined',
  buttons: [
    ['devFileUpload', '上传文件', 'Upload files'],
    ['devFileDelete', '删除文件', 'Delete files'],
  ],
}

/** File storage; the engine itself is the base setting SNOWY_SYS_DEFAULT_FILE_ENGINE (LOCAL by default). */
export const fileSettings = configSeeds('FILE', [
  [FileKey.localFolder, 'files', '本地存储目录（数据目录下的相对路径）'],
  [FileKey.s3Preset, '', 'S3 兼容存储服务：MINIO、ALIYUN_OSS、TENCENT_COS，留空为其他'],
  [FileKey.s3Endpoint, '', 'S3 服务地址（Endpoint；阿里云 OSS、腾讯云 COS 留空按地域生成）'],
  [FileKey.s3Region, 'us-east-1', 'S3 区域（Region）'],
  [FileKey.s3Bucket, '', 'S3 存储桶（Bucket）'],
  [FileKey.s3AccessKey, '', 'S3 访问密钥 ID（Access Key）'],
  [FileKey.s3SecretKey, '', 'S3 访问密钥（Secret Key）'],
  [FileKey.s3PathStyle, 'true', 'S3 路径风格访问（MinIO 等需要）'],
  [FileKey.s3PublicUrl, '', 'S3 文件公开访问地址前缀'],
  [FileKey.maxSizeMb, '10', '上传文件大小上限（MB）'],
])

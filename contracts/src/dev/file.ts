import { z } from 'zod'
import { nullableStrings, numbers, strings } from '../answers.js'
import { idSchema, pageQuerySchema } from '../common.js'
import { fields, optId, searchKey } from '../fields.js'
import { FILE_ENGINES } from './config.js'

/**
 * The types a file may have, as its content shows them (magic bytes; text kinds by their first
 * bytes), never as its name says. `inline`: shown in the browser by preview; everything else (SVG,
 * office documents, archives, text) is always sent as an attachment, so nothing uploaded can run in
 * the site's origin.
 */
export const FILE_TYPES = {
  'image/png': { ext: 'png', inline: true, image: true },
  'image/jpeg': { ext: 'jpg', inline: true, image: true },
  'image/gif': { ext: 'gif', inline: true, image: true },
  'image/webp': { ext: 'webp', inline: true, image: true },
  'image/svg+xml': { ext: 'svg', inline: false, image: true },
  'application/pdf': { ext: 'pdf', inline: true, image: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    inline: false,
    image: false,
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    ext: 'xlsx',
    inline: false,
    image: false,
  },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    ext: 'pptx',
    inline: false,
    image: false,
  },
  'application/zip': { ext: 'zip', inline: false, image: false },
  'text/plain': { ext: 'txt', inline: false, image: false },
} as const satisfies Record<string, { ext: string; inline: boolean; image: boolean }>
export type FileMime = keyof typeof FILE_TYPES
export const FILE_MIMES = Object.keys(FILE_TYPES) as FileMime[]
/** Extensions the upload component offers in its file dialog (the server still decides by content). */
export const FILE_ACCEPT = FILE_MIMES.map((m) => `.${FILE_TYPES[m].ext}`)
  .concat(['.jpeg'])
  .join(',')
/** Raster images (thumbnails are made of these) and the avatar / signature uploads. */
export const IMAGE_MIMES: FileMime[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']
export const isImageMime = (m: string) => (IMAGE_MIMES as string[]).includes(m)

/** Why a file is kept; it decides who may read it besides the uploader and the files page. */
export const FILE_PURPOSES = [
  'FILE',
  'AVATAR',
  'SIGNATURE',
  'LOGO',
  'CONTENT',
  'RESUME',
  'FORM',
  'WEIGH',
  'FEEDBACK',
] as const
export type FilePurpose = (typeof FILE_PURPOSES)[number]

/** Size limit when the configuration has none (`FileKey.maxSizeMb`). */
export const FILE_MAX_SIZE_MB_DEFAULT = 10

export const filePageQuerySchema = pageQuerySchema.extend({
  /** Searches the name. */
  searchKey,
  mimeType: z.enum(FILE_MIMES as [FileMime, ...FileMime[]]).optional(),
  engine: z.enum(FILE_ENGINES).optional(),
  uploaderId: optId,
})

export const fileSchema = z.object(
  fields(
    strings('id', 'name', 'ext', 'mimeType', 'sha256', 'engine', 'storageKey', 'purpose', 'createdAt'),
    nullableStrings('bucket', 'uploaderId', 'uploaderName'),
    numbers('size', 'isPublic'),
  ),
)
export type FileRecord = z.infer<typeof fileSchema>
/** One file (`detail`, and the answer of an upload): also the phone user who sent a form's file. */
export const fileDetailSchema = fileSchema.extend(nullableStrings('clientId'))

const figureSchema = z.object(numbers('count', 'bytes'))
export const fileStatsSchema = z.object({
  total: figureSchema,
  byEngine: z.array(figureSchema.extend({ engine: z.string() })),
  byType: z.array(figureSchema.extend({ mimeType: z.string() })),
  /** The configured upload size limit in bytes (the upload component checks it before sending). */
  maxBytes: z.number(),
})
export type FileStats = z.infer<typeof fileStatsSchema>

/** Where a stored file is read: `preview` shows it (inline types), `download` saves it. */
export const FILE_URLS = {
  preview: '/api/dev/file/preview',
  download: '/api/dev/file/download',
  thumbnail: '/api/dev/file/thumbnail',
} as const
/** A stored file's id (32 hex), as user rows and settings hold it, or anything else (a URL, a data URL). */
export const isFileId = (v: string | null | undefined): v is string => !!v && /^[0-9a-f]{32}$/.test(v)

/** The site logo: a public stored file of one of these types, at most this many bytes. */
export const LOGO_MIMES: FileMime[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml']
export const LOGO_MAX_BYTES = 200 * 1024
/** The avatar and the handwritten signature (sent as image data URLs): at most this many bytes. */
export const USER_IMAGE_MAX_BYTES = 512 * 1024
/** A byte count in megabytes to two places, as size limits are worded to people. */
export const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100
/** The URL a public file is read at (a setting such as the logo holds it). */
export const publicFileUrl = (id: string) => `${FILE_URLS.preview}?id=${id}`

/** Widths the server renders images at (WebP, height in proportion); without one, a 240 px box. */
export const IMAGE_WIDTHS = [240, 480, 960, 1600] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]
/** What the file reads take: the file, and for a thumbnail the width wanted. */
export const fileReadQuerySchema = z.object({
  id: idSchema,
  w: z.coerce
    .number<number | string>()
    .refine((n): n is ImageWidth => (IMAGE_WIDTHS as readonly number[]).includes(n), {
      message: `one of ${IMAGE_WIDTHS.join(', ')}`,
    })
    .optional(),
})

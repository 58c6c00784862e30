import { IMAGE_WIDTHS, imageUrl } from '@portal/contracts'

interface PicProps {
  /** The image's file id: nothing shows without one. */
  id: string | null | undefined
  alt: string
  /** The box's proportions (the image is cropped to fill it). */
  ratio: [number, number]
  /** The `sizes` attribute: how wide the image is shown at each viewport width. */
  sizes: string
  /** The first screen's image (the largest paint): fetched at once, not lazily. */
  eager?: boolean
  className?: string
}

/** An uploaded image in the rendition that fits the screen, its box reserved before it loads. */
export default function Pic({ id, alt, ratio, sizes, eager, className }: PicProps) {
  if (!id) return null
  return (
    <img
      className={className ? `pic ${className}` : 'pic'}
      src={imageUrl(id, 960)}
      srcSet={IMAGE_WIDTHS.map((w) => `${imageUrl(id, w)} ${w}w`).join(', ')}
      sizes={sizes}
      width={ratio[0]}
      height={ratio[1]}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}

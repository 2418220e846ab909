import { Leaf } from 'lucide-react'
import { useCallback, useState } from 'react'
import { cn } from '#web/ui/cn.ts'

/**
 * docs/product.md, Routes and screens: recipe images that fail to load are hidden. In their place a sand panel with a leaf,
 * so the card keeps its shape instead of showing a broken-image icon.
 */
export function RecipeImage({
  src,
  alt,
  size = 800,
  priority = false,
  eager = priority,
  className,
}: {
  src: string
  alt: string
  size?: number
  /** The page's one LCP image: eager and fetched first. */
  priority?: boolean
  /** Above the fold but not the LCP image. */
  eager?: boolean
  className?: string
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  // A server-rendered image can fail before the page hydrates, when no one listens yet: check on mount.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) setFailedSrc(src)
    },
    [src],
  )
  if (!src || failedSrc === src) {
    return (
      <div
        data-testid="recipe-image-fallback"
        className={cn('flex items-center justify-center bg-sand text-leaf/70', className)}
      >
        <Leaf aria-hidden="true" className="h-10 w-10" strokeWidth={1.5} />
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      ref={checkLoaded}
      onError={() => setFailedSrc(src)}
      className={cn('bg-sand object-cover', className)}
    />
  )
}

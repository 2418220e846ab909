import { Leaf } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../../ui/cn.ts'

/**
 * Spec §2: recipe images that fail to load are hidden. In their place a sand panel with a leaf,
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
      onError={() => setFailedSrc(src)}
      className={cn('bg-sand object-cover', className)}
    />
  )
}

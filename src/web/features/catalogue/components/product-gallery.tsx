import { useState } from 'react'
import { useT } from '#web/lib/i18n/use-language.ts'
import { cn } from '#web/ui/cn.ts'
import '#web/lib/i18n/messages/product.en.ts'

/** Main image with thumbnails that choose it (docs/product.md, Routes and screens: up to 5 images). */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const [selected, setSelected] = useState(0)
  const { t } = useT()
  const total = images.length
  const current = images[Math.min(selected, total - 1)]

  if (!current)
    return (
      <div
        className="aspect-square rounded-[var(--radius-card)] border border-line bg-sand"
        aria-hidden="true"
      />
    )

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-sand">
        <img
          src={current}
          alt={total > 1 ? t('product.image', { name, index: selected + 1, total }) : name}
          width={800}
          height={800}
          fetchPriority="high"
          className="aspect-square h-auto w-full object-cover"
        />
      </div>
      {total > 1 && (
        <ul className="grid grid-cols-5 gap-2 sm:gap-3">
          {images.map((src, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same picture may fill several slots
            <li key={i}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-label={t('product.image.show', { index: i + 1, total })}
                aria-current={i === selected ? 'true' : undefined}
                className={cn(
                  'block w-full overflow-hidden rounded-lg border-2 bg-sand transition-colors',
                  i === selected ? 'border-leaf' : 'border-transparent hover:border-line',
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={120}
                  height={120}
                  decoding="async"
                  className="aspect-square h-auto w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import { useEffect } from 'react'

const SITE = 'Surya Naturals'

/** Per-route title and meta description (the server also writes them for crawlers on product and recipe pages). */
export function usePageMeta(meta: { title?: string; description?: string }): void {
  useEffect(() => {
    document.title = meta.title
      ? `${meta.title} | ${SITE}`
      : `${SITE}: sun-dried moringa and superfood powders`
    if (meta.description) {
      let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
      if (!tag) {
        tag = document.createElement('meta')
        tag.name = 'description'
        document.head.append(tag)
      }
      tag.content = meta.description
    }
  }, [meta.title, meta.description])
}

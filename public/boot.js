// Starts the code of a page the server rendered (src/server/web/server-render.ts, bootScripts; product pages only since decision 012 was amended 2026-11-27): the page
// can be read before any script runs, so its code is asked for once it has been painted; the first paint then
// waits on the page, its stylesheet and its fonts alone, and the scripts do not take the bandwidth they need.
;(() => {
  const boot = document.currentScript
  const start = () => {
    for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    import(boot.dataset.entry)
  }
  requestAnimationFrame(() => setTimeout(start, 0))
})()

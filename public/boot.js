// On every page the server rendered (src/server/web/server-render.ts, bootScripts; decision 012, amended
// 2026-11-27). 1. A tap before hydration is not lost: a click on an element marked data-tap that its code has not
// yet taken over (data-tap-live) is held, its id noted in window.__earlyTaps and the element drawn pressed
// (data-tap-pending); src/web/lib/early-taps.ts replays it once on the hydrated element. Runs before the page's
// code (a deferred script ahead of it). 2. On a product page (data-entry), starts the page's code once the page
// has been painted: the first paint waits on the page, its stylesheet and fonts alone.
;(() => {
  const taps = new Set()
  window.__earlyTaps = taps
  addEventListener(
    'click',
    (e) => {
      const el = e.target instanceof Element ? e.target.closest('[data-tap]') : null
      if (!el || el.hasAttribute('data-tap-live')) return
      // cancelled before React's own listeners: only the replay acts
      e.preventDefault()
      e.stopImmediatePropagation()
      taps.add(el.getAttribute('data-tap'))
      el.setAttribute('data-tap-pending', '')
      el.setAttribute('aria-busy', 'true')
    },
    true,
  )
  const boot = document.currentScript
  if (!boot.dataset.entry) return
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

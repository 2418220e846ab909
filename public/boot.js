// Starts the code of a page the server rendered (src/server/web/server-render.ts, bootScripts: the home page, the
// list and product pages, decision 012): the page can be read before any script runs, so its code is asked for once
// the page has been painted with what its largest paint needs (the picture it asks for first, its fonts); the scripts
// then do not take the bandwidth those need. Never later than three seconds after the page is parsed.
;(() => {
  const boot = document.currentScript
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of (boot.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    import(boot.dataset.entry)
  }
  const loaded = (img) =>
    !img || img.complete
      ? Promise.resolve()
      : new Promise((done) => {
          img.addEventListener('load', done, { once: true })
          img.addEventListener('error', done, { once: true })
        })
  requestAnimationFrame(() =>
    setTimeout(() => {
      // after the first frame: its fonts are being fetched by then, and the first picture is in the page
      const fonts = document.fonts ? document.fonts.ready : Promise.resolve()
      const painted = () => requestAnimationFrame(() => setTimeout(start, 0))
      // then one more frame: the picture and the text in its face are painted before the code is asked for
      Promise.all([fonts, loaded(document.querySelector('img[fetchpriority="high"]'))]).then(painted, painted)
    }, 0),
  )
  setTimeout(start, 3000)
})()

import { useEffect, useRef, useState } from 'react'
import '#web/lib/i18n/messages/moringa-page.en.ts'
import { useT } from '#web/lib/i18n/use-language.ts'
import { Spinner } from '#web/ui/skeleton.tsx'
import { DEMO_VIDEO } from '../moringa-content.ts'

/** Portrait demo clip with a spinner until its first frame is ready (docs/product.md, Routes and screens: moringa page, Benefits). */
export function DemoVideo() {
  const { t } = useT()
  const [loaded, setLoaded] = useState(false)
  const [autoPlay, setAutoPlay] = useState(false)
  const ref = useRef<HTMLVideoElement>(null)

  useEffect(() => {
    // Moving pictures only for people who have not asked for less motion; the controls start it otherwise.
    setAutoPlay(!window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    // The first frame (or a failure) may already be in by the time React attaches its handlers.
    if ((ref.current?.readyState ?? 0) >= 2 || ref.current?.error) setLoaded(true)
  }, [])

  const done = () => setLoaded(true)

  return (
    <figure className="mx-auto w-full max-w-[18rem] sm:max-w-[22rem]">
      <div
        className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-sand shadow-[var(--shadow-soft)]"
        aria-busy={!loaded}
      >
        <video
          ref={ref}
          className="block aspect-[9/16] h-auto w-full"
          width={DEMO_VIDEO.width}
          height={DEMO_VIDEO.height}
          poster={DEMO_VIDEO.poster}
          src={DEMO_VIDEO.src}
          muted
          loop
          playsInline
          controls
          autoPlay={autoPlay}
          preload="auto"
          aria-describedby="demo-video-caption"
          onLoadedData={done}
          onSuspend={done}
          onError={done}
        />
        {!loaded && (
          <div className="absolute inset-0 flex items-center justify-center bg-parchment/70">
            <Spinner
              label={t('moringa.page.video.loading')}
              className="rounded-full bg-white px-4 py-2 shadow-[var(--shadow-soft)]"
            />
          </div>
        )}
      </div>
      <figcaption id="demo-video-caption" className="mt-3 text-center text-sm text-ink-soft">
        {t('moringa.page.video.caption')}
      </figcaption>
    </figure>
  )
}

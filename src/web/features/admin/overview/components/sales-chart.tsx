// Sales by day as a bar chart (uPlot, loaded only when the dashboard shows it). The chart is a picture for sighted
// staff; the same figures are in a table that screen readers get (and anyone, under 'Show the figures').
import { useEffect, useRef, useState } from 'react'
import { formatPaise, formatRupees } from '#domain/money.ts'
import { adminSay } from '#web/features/admin/shell/admin-texts.ts'
import { wireRupees } from '#web/lib/wire-money.ts'
import { overviewTexts } from '../texts.en.ts'

const say = adminSay(overviewTexts)

export interface SalesDay {
  day: string
  sales: number
  orders: number
}

const LEAF = '#2f6b3b'
const LEAF_SOFT = 'rgba(47, 107, 59, 0.75)'
const INK_SOFT = '#5c584f'
const LINE = '#e8e1d3'

/** '2026-11-24' → '24 Nov' */
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })

export function SalesChart({ days }: { days: SalesDay[] }) {
  const box = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const el = box.current
    if (!el) return
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined
    let observer: ResizeObserver | undefined
    let cancelled = false
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return
        const xs = days.map((_, i) => i)
        const width = Math.max(el.clientWidth, 240)
        const bars = UPlot.paths.bars?.({ size: [0.7, 48] })
        chart = new UPlot(
          {
            width,
            height: 220,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: false, range: [-0.6, days.length - 0.4] } },
            axes: [
              {
                stroke: INK_SOFT,
                grid: { show: false },
                ticks: { show: false },
                // as many day labels as fit (about 56 px each), evenly spaced, the last day always named
                splits: (u: { width: number }) => {
                  const step = Math.ceil(days.length / Math.max(2, Math.floor(u.width / 56)))
                  return xs.filter((i) => (days.length - 1 - i) % step === 0)
                },
                values: (_u: unknown, splits: number[]) => splits.map((i) => dayLabel(days[i]?.day ?? '')),
              },
              {
                stroke: INK_SOFT,
                grid: { stroke: LINE, width: 1 },
                ticks: { show: false },
                size: 64,
                values: (_u: unknown, splits: number[]) =>
                  splits.map((v) => formatRupees(v).replace(/\.00$/, '')),
              },
            ],
            series: [
              {},
              {
                label: say('chart.series'),
                stroke: LEAF,
                fill: LEAF_SOFT,
                width: 0,
                paths: bars,
                points: { show: false },
              },
            ],
          },
          [xs, days.map((d) => wireRupees(d.sales))],
          el,
        )
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: Math.max(el.clientWidth, 240), height: 220 }),
        )
        observer.observe(el)
      })
      .catch(() => setFailed(true))
    return () => {
      cancelled = true
      observer?.disconnect()
      chart?.destroy()
    }
  }, [days])
  const total = days.reduce((a, d) => a + d.sales, 0)
  return (
    <figure className="m-0 min-w-0 overflow-hidden">
      {failed ? (
        <p className="text-sm text-ink-soft">{say('chart.failed')}</p>
      ) : (
        <div
          ref={box}
          role="img"
          aria-label={say('chart.label', {
            from: dayLabel(days[0]?.day ?? ''),
            to: dayLabel(days.at(-1)?.day ?? ''),
            total: formatPaise(total),
          })}
          className="min-h-[220px] w-full"
        />
      )}
      <details className="mt-3 text-sm" open={failed}>
        <summary className="cursor-pointer font-semibold text-leaf-deep">{say('chart.show')}</summary>
        <table className="mt-2 w-full text-left">
          <caption className="sr-only">{say('chart.caption')}</caption>
          <thead>
            <tr className="text-xs text-ink-soft">
              <th className="py-1 font-semibold">{say('chart.day')}</th>
              <th className="py-1 text-right font-semibold">{say('chart.orders')}</th>
              <th className="py-1 text-right font-semibold">{say('chart.sales')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-t border-line/70">
                <td className="py-1">{dayLabel(d.day)}</td>
                <td className="py-1 text-right">{d.orders}</td>
                <td className="py-1 text-right">{formatPaise(d.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}

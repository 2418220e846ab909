import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { PriceRange } from './price-range.tsx'

function setup(min: number, max: number) {
  const onCommit = vi.fn()
  const view = render(<PriceRange min={min} max={max} onCommit={onCommit} />)
  const thumb = (name: string) => screen.getByRole<HTMLInputElement>('slider', { name })
  return { onCommit, view, low: thumb('Minimum price'), high: thumb('Maximum price') }
}

/** What the browser does while a thumb is dragged to `value`: the value changes and `input` fires. */
const drag = (thumb: HTMLInputElement, value: number) => fireEvent.input(thumb, { target: { value } })
/** What it does on release, and on each key press (an arrow, Page Up/Down, Home, End): `change` too. */
const release = (thumb: HTMLInputElement) => fireEvent.change(thumb)
const press = (thumb: HTMLInputElement, value: number) => {
  drag(thumb, value)
  release(thumb)
}

/** A page that holds the range and can reset it, as Clear all does. */
function Harness() {
  const [range, setRange] = useState({ min: 500, max: 900 })
  return (
    <>
      <PriceRange min={range.min} max={range.max} onCommit={setRange} />
      <button type="button" onClick={() => setRange({ min: 0, max: 2000 })}>
        Clear all
      </button>
    </>
  )
}

describe('PriceRange', () => {
  it('is two native sliders, each named, over 0–2000 in steps of 10, read out in rupees', () => {
    const { low, high } = setup(300, 800)
    for (const thumb of [low, high]) {
      expect(thumb.type).toBe('range')
      expect([thumb.min, thumb.max, thumb.step]).toEqual(['0', '2000', '10'])
    }
    expect(low.value).toBe('300')
    expect(high.value).toBe('800')
    expect(low.getAttribute('aria-valuetext')).toBe('₹300')
    expect(high.getAttribute('aria-valuetext')).toBe('₹800')
  })

  it('moves the range while a thumb is dragged and reports it once, on release', () => {
    const { onCommit, view, low } = setup(0, 2000)
    drag(low, 250)
    drag(low, 400)
    expect(low.value).toBe('400')
    expect(low.getAttribute('aria-valuetext')).toBe('₹400')
    expect(view.container.textContent).toContain('₹400to₹2,000')
    expect(onCommit).not.toHaveBeenCalled()
    release(low)
    expect(onCommit).toHaveBeenCalledTimes(1)
    expect(onCommit).toHaveBeenLastCalledWith({ min: 400, max: 2000 })
  })

  it('holds the minimum at the maximum, and the maximum at the minimum: the thumbs never cross', () => {
    const { onCommit, low, high } = setup(300, 800)
    drag(low, 1500)
    expect(low.value).toBe('800')
    release(low)
    expect(onCommit).toHaveBeenLastCalledWith({ min: 800, max: 800 })
    expect(high.value).toBe('800')

    press(high, 100)
    expect(high.value).toBe('800')
    expect(onCommit).toHaveBeenLastCalledWith({ min: 800, max: 800 })
    // A change read straight from the inputs, before React has put the thumb back, is held back too.
    fireEvent.change(high, { target: { value: 300 } })
    expect(onCommit).toHaveBeenLastCalledWith({ min: 800, max: 800 })
    press(high, 1200)
    press(low, 1190)
    expect(onCommit).toHaveBeenLastCalledWith({ min: 1190, max: 1200 })
  })

  it('moves only the thumb that is used: End on the minimum stops at the maximum, Home on the maximum at the minimum', () => {
    const { onCommit, low, high } = setup(300, 800)
    press(low, 2000) // End
    expect(onCommit).toHaveBeenLastCalledWith({ min: 800, max: 800 })
    press(low, 0) // Home
    expect(onCommit).toHaveBeenLastCalledWith({ min: 0, max: 800 })
    press(high, 0) // Home
    expect(onCommit).toHaveBeenLastCalledWith({ min: 0, max: 0 })
    press(high, 2000) // End
    expect(onCommit).toHaveBeenLastCalledWith({ min: 0, max: 2000 })
    expect([low.value, high.value]).toEqual(['0', '2000'])
  })

  it('brings the nearer thumb to a press on the bare track, and focuses it', () => {
    const { onCommit, low, high } = setup(200, 1800)
    const track = low.parentElement as HTMLElement
    // 224 px wide: a thumb's centre travels over the 200 px between 12 px and 212 px, 10 rupees a pixel.
    track.getBoundingClientRect = () => DOMRect.fromRect({ x: 100, y: 0, width: 224, height: 24 })
    fireEvent.pointerDown(track, { clientX: 100 + 12 + 50, button: 0 })
    expect(onCommit).toHaveBeenLastCalledWith({ min: 500, max: 1800 })
    expect(document.activeElement).toBe(low)
    fireEvent.pointerDown(track, { clientX: 100 + 12 + 150, button: 0 })
    expect(onCommit).toHaveBeenLastCalledWith({ min: 500, max: 1500 })
    expect(document.activeElement).toBe(high)
    expect([low.value, high.value]).toEqual(['500', '1500'])
  })

  it('follows a range set elsewhere (Clear all, Back) without losing the focused thumb', () => {
    render(<Harness />)
    const low = screen.getByRole<HTMLInputElement>('slider', { name: 'Minimum price' })
    low.focus()
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(low.value).toBe('0')
    expect(screen.getByRole<HTMLInputElement>('slider', { name: 'Maximum price' }).value).toBe('2000')
    expect(document.activeElement).toBe(low)
  })
})

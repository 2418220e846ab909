import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedValue } from './use-debounced-value.ts'

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts with the initial value', () => {
    const { result } = renderHook(() => useDebouncedValue('mor', 300))
    expect(result.current).toBe('mor')
  })

  it('updates only once the value has been still for the whole delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: '' },
    })
    rerender({ v: 'm' })
    act(() => vi.advanceTimersByTime(200))
    rerender({ v: 'mo' })
    act(() => vi.advanceTimersByTime(200))
    // 400 ms since the first keystroke, but only 200 ms since the last one
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(99))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('mo')
  })

  it('drops the pending update when unmounted', () => {
    const { result, rerender, unmount } = renderHook(({ v }) => useDebouncedValue(v, 300), {
      initialProps: { v: 'a' },
    })
    rerender({ v: 'ab' })
    unmount()
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current).toBe('a')
    expect(vi.getTimerCount()).toBe(0)
  })
})

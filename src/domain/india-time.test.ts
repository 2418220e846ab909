import { describe, expect, it } from 'vitest'
import {
  fromIndiaLocalInput,
  indiaClock,
  indiaDateTime,
  indiaDayStart,
  lastIndiaDays,
  toIndiaLocalInput,
} from './india-time.ts'

describe('India time', () => {
  it('reads the day and hour in India, whatever the server clock', () => {
    // 20:00 UTC on 24 Nov is 01:30 on 25 Nov in India
    expect(indiaClock(new Date('2026-11-24T20:00:00Z'))).toEqual({ day: '2026-11-25', hour: 1 })
    expect(indiaClock(new Date('2026-11-24T18:29:59Z'))).toEqual({ day: '2026-11-24', hour: 23 })
  })

  it('starts an India day at 18:30 UTC the day before', () => {
    expect(indiaDayStart('2026-11-25').toISOString()).toBe('2026-11-24T18:30:00.000Z')
  })

  it('lists the last days up to today, across a month end', () => {
    const late = lastIndiaDays(7, new Date('2026-12-02T20:00:00Z'))
    expect(late.days).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ])
    expect(late.start.toISOString()).toBe('2026-11-26T18:30:00.000Z')
    expect(lastIndiaDays(1, new Date('2026-11-24T10:00:00Z')).days).toEqual(['2026-11-24'])
  })

  it('round-trips a date-time field in India time', () => {
    expect(toIndiaLocalInput('2026-11-24T18:30:00.000Z')).toBe('2026-11-25T00:00')
    expect(toIndiaLocalInput(null)).toBe('')
    expect(fromIndiaLocalInput('2026-11-25T00:00')).toBe('2026-11-25T00:00:00+05:30')
    expect(Date.parse(fromIndiaLocalInput(toIndiaLocalInput('2026-11-24T09:15:00Z'))!)).toBe(
      Date.parse('2026-11-24T09:15:00Z'),
    )
    expect(fromIndiaLocalInput('')).toBeNull()
  })
})

describe('indiaDateTime', () => {
  it('writes an instant as India’s wall clock for a spreadsheet, and nothing for none', () => {
    expect(indiaDateTime(new Date('2026-11-27T20:05:09.500Z'))).toBe('2026-11-28 01:35:09')
    expect(indiaDateTime(null)).toBe('')
  })
})

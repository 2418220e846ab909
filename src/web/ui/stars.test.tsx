import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Rating, Stars } from './stars.tsx'

// The five stars are one element drawn by CSS (styles.css `stars`, decision 012): the rating's floor filled.
describe('Stars', () => {
  it.each([
    [4.4, 4],
    [4, 4],
    [0, 0],
    [4.99, 4],
    [5, 5],
    [7, 5],
    [-1, 0],
  ])('rated %s fills %s stars, named for the rating', (rating, filled) => {
    const { container } = render(<Stars rating={rating} size={14} />)
    const stars = container.querySelector('[role="img"]') as HTMLElement
    expect(stars.getAttribute('aria-label')).toBe(`Rated ${rating} out of 5`)
    expect(stars.dataset.filled).toBe(String(filled))
    expect(stars.style.getPropertyValue('--stars-filled')).toBe(String(filled))
    expect(stars.style.getPropertyValue('--stars-size')).toBe('14px')
    expect(stars.className).toContain('stars')
  })

  it('is one element with no SVG inside, in a card’s rating line too', () => {
    const { container } = render(<Rating rating={4.2} reviewCount={3} />)
    expect(container.querySelectorAll('svg')).toHaveLength(0)
    expect(container.querySelector('.stars')?.childElementCount).toBe(0)
  })
})

import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Accordion } from './accordion.tsx'
import { rovingTarget } from './roving-focus.ts'
import { Tabs } from './tabs.tsx'

describe('rovingTarget', () => {
  const keys = { next: 'ArrowRight', previous: 'ArrowLeft' }
  it('wraps next and previous, and goes to the ends on Home and End', () => {
    expect(rovingTarget('ArrowRight', 0, 3, keys)).toBe(1)
    expect(rovingTarget('ArrowRight', 2, 3, keys)).toBe(0)
    expect(rovingTarget('ArrowLeft', 0, 3, keys)).toBe(2)
    expect(rovingTarget('ArrowLeft', 2, 3, keys)).toBe(1)
    expect(rovingTarget('Home', 2, 3, keys)).toBe(0)
    expect(rovingTarget('End', 0, 3, keys)).toBe(2)
    expect(rovingTarget('ArrowDown', 0, 3, keys)).toBeUndefined()
  })
})

describe('keyboard of the tabs and the accordion', () => {
  it('tabs: arrows move focus and select, wrapping', async () => {
    const user = userEvent.setup()
    render(
      <Tabs.Root defaultValue="a">
        <Tabs.List aria-label="Sections">
          {['a', 'b', 'c'].map((v) => (
            <Tabs.Trigger key={v} value={v}>
              Tab {v}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {['a', 'b', 'c'].map((v) => (
          <Tabs.Content key={v} value={v}>
            Panel {v}
          </Tabs.Content>
        ))}
      </Tabs.Root>,
    )
    screen.getByRole('tab', { name: 'Tab a' }).focus()
    await user.keyboard('{ArrowLeft}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tab c' }))
    expect(screen.getByRole('tab', { name: 'Tab c' }).getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{Home}')
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tab a' }))
  })

  it('accordion: ArrowDown/ArrowUp move between headers, wrapping', async () => {
    const user = userEvent.setup()
    render(
      <Accordion.Root type="multiple">
        {['a', 'b'].map((v) => (
          <Accordion.Item key={v} value={v}>
            <Accordion.Header>
              <Accordion.Trigger>Header {v}</Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content>Body {v}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>,
    )
    screen.getByRole('button', { name: 'Header a' }).focus()
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Header b' }))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Header a' }))
    await user.keyboard('{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Header b' }))
  })
})

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, Suspense, use, useState } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { navigationMessages } from '#domain/messages-navigation.ts'
import { usePageMeta } from './page-meta.ts'
import {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  type NavigateFunction,
  NavLink,
  Outlet,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useRouteAnnouncement,
  useSearchParams,
  useUnsavedChanges,
} from './router.tsx'
import { resetRouterNavigation } from './router-navigation.ts'

// Decision record 028: the in-house router keeps React Router's semantics for what the app uses.

/** The location and params where it renders, as text. */
function Where({ name = 'page' }: { name?: string }) {
  const { pathname, search, hash, state } = useLocation()
  const params = useParams()
  return (
    <p data-testid="where">
      {name} {pathname}
      {search}
      {hash} {JSON.stringify(params)} {JSON.stringify(state)}
    </p>
  )
}

const where = () => screen.getByTestId('where').textContent

function at(path: string, routes: ReactNode, extra?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>{routes}</Routes>
      {extra}
    </MemoryRouter>,
  )
}

/** The shop's own table of paths (app/router.tsx), in its order, NotFound first to show order does not count. */
const shopRoutes = (
  <>
    <Route path="*" element={<Where name="notfound" />} />
    <Route path="products" element={<Where name="products" />} />
    <Route path="product/:id" element={<Where name="product" />} />
    <Route path="products/moringa101" element={<Where name="moringa" />} />
    <Route path="product/moringa/101" element={<Where name="moringa" />} />
    <Route path="TnC" element={<Where name="policy" />} />
    <Route path="recipes/:id" element={<Where name="recipe" />} />
  </>
)

function Admin() {
  return (
    <Routes>
      <Route index element={<Where name="dashboard" />} />
      <Route path="orders/:id" element={<Where name="admin-order" />} />
      <Route path="*" element={<Where name="admin-missing" />} />
    </Routes>
  )
}

function Relative() {
  return (
    <>
      <Link to="edit">edit</Link>
      <Link to="..">up</Link>
      <Link to="?tab=2">tab</Link>
    </>
  )
}

function Nav() {
  return (
    <nav>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/admin" end>
        Overview
      </NavLink>
      <NavLink to="/admin/orders" className="link">
        {({ isActive }) => `Orders${isActive ? ' (here)' : ''}`}
      </NavLink>
    </nav>
  )
}

const navigates = new Set<NavigateFunction>()
function CollectNavigate() {
  navigates.add(useNavigate())
  return <Where />
}

function Filter() {
  const [params, setParams] = useSearchParams({ sort: 'new' })
  return (
    <>
      <p data-testid="params">{params.toString()}</p>
      <button
        type="button"
        onClick={() => setParams({ tag: ['a', 'b'] }, { replace: true, preventScrollReset: true })}
      >
        record
      </button>
      <button
        type="button"
        onClick={() =>
          setParams((prev) => {
            prev.set('page', '2')
            return prev
          })
        }
      >
        function
      </button>
    </>
  )
}

const searches = new Set<URLSearchParams>()
function CollectSearch() {
  searches.add(useSearchParams()[0])
  return <Link to="?q=1#below">hash</Link>
}

let releaseCode = () => {}
let code = Promise.resolve()
/** A page whose code has not arrived until releaseCode(). */
function Slow() {
  use(code)
  return <p>new page</p>
}

describe('matching', () => {
  it.each([
    ['/product/moringa/101', 'moringa'],
    ['/product/101', 'product'],
    ['/products/moringa101', 'moringa'],
    ['/products', 'products'],
    ['/products/other', 'notfound'],
    ['/product/101/reviews', 'notfound'],
    ['/nowhere', 'notfound'],
  ])('ranks by specificity, not order: %s is the %s page', (path, page) => {
    at(path, shopRoutes)
    expect(where()?.split(' ')[0]).toBe(page)
  })

  it('matches case-insensitively and tolerates a trailing slash', () => {
    at('/tnc/', shopRoutes)
    expect(where()).toContain('policy /tnc/')
  })

  it('decodes params, an encoded slash included, and gives the splat the rest of the path', () => {
    at('/recipes/dal%20tadka%2Fspicy', shopRoutes)
    expect(where()).toContain('{"id":"dal tadka/spicy"}')
    cleanup()
    at('/a/b%20c/d', shopRoutes)
    expect(where()).toContain('{"*":"a/b c/d"}')
  })

  it('renders nothing when no route matches', () => {
    const { container } = at('/elsewhere', <Route path="products" element={<Where />} />)
    expect(container.innerHTML).toBe('')
  })
})

function Layout({ name }: { name: string }) {
  return (
    <div>
      <span>{name} layout</span>
      <Outlet />
    </div>
  )
}

describe('nested routes', () => {
  const nested = (
    <>
      <Route path="admin/*" element={<Admin />} />
      <Route element={<Layout name="shop" />}>
        <Route index element={<Where name="home" />} />
        <Route path="cart" element={<Where name="cart" />} />
        <Route element={<Layout name="guard" />}>
          <Route path="orders/:orderId" element={<Where name="order" />} />
        </Route>
      </Route>
    </>
  )

  it('renders the index route inside its pathless layout', () => {
    at('/', nested)
    expect(screen.getByText('shop layout')).toBeTruthy()
    expect(where()).toContain('home /')
  })

  it('nests pathless layouts, each showing its child through <Outlet>', () => {
    at('/orders/SN-1', nested)
    expect(screen.getByText('shop layout')).toBeTruthy()
    expect(screen.getByText('guard layout')).toBeTruthy()
    expect(where()).toContain('order /orders/SN-1 {"orderId":"SN-1"}')
  })

  it('descendant <Routes> below a splat match the rest of the path and inherit the params', () => {
    at('/admin', nested)
    expect(where()).toContain('dashboard /admin')
    expect(screen.queryByText('shop layout')).toBeNull()
    cleanup()
    at('/Admin/orders/7', nested)
    expect(where()).toContain('admin-order /Admin/orders/7 {"*":"orders/7","id":"7"}')
    cleanup()
    at('/admin/nothing/here', nested)
    expect(where()).toContain('admin-missing')
  })

  it('resolves relative links against the route, as React Router does', () => {
    at('/admin/orders/7', <Route path="admin/*" element={<Relative />} />)
    expect(screen.getByText('edit').getAttribute('href')).toBe('/admin/orders/7/edit')
    expect(screen.getByText('up').getAttribute('href')).toBe('/')
    expect(screen.getByText('tab').getAttribute('href')).toBe('/admin/orders/7?tab=2')
  })
})

/** Goes back one entry in a MemoryRouter (push or replace shows there). */
let navigateRef: NavigateFunction | null = null
function Grab() {
  navigateRef = useNavigate()
  return null
}

/** Clicks; true when the router left the click to the browser (jsdom's own navigation is stopped after). */
function leftToBrowser(element: HTMLElement, init?: MouseEventInit): boolean {
  let left = false
  const after = (event: Event) => {
    left = !event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', after, { once: true })
  fireEvent.click(element, init)
  return left
}

describe('Link', () => {
  const links = (
    <>
      <Route
        path="from"
        element={
          <>
            <Link to="/to?x=1#top" state={{ from: '/from' }} className="go" data-extra="kept">
              plain
            </Link>
            <Link to="/to" replace>
              replacing
            </Link>
            <Link to="/to" target="_blank">
              new tab
            </Link>
            <Link to="/to" onClick={(e) => e.preventDefault()}>
              prevented
            </Link>
            <Link to="/api/export.csv" reloadDocument>
              download
            </Link>
          </>
        }
      />
      <Route path="to" element={<Where name="to" />} />
      <Route path="start" element={<Where name="start" />} />
    </>
  )
  function renderLinks() {
    return render(
      <MemoryRouter initialEntries={['/start', '/from']}>
        <Routes>{links}</Routes>
        <Grab />
      </MemoryRouter>,
    )
  }

  it('is a real anchor, its other props passed on', () => {
    renderLinks()
    const a = screen.getByText('plain')
    expect(a.tagName).toBe('A')
    expect(a.getAttribute('href')).toBe('/to?x=1#top')
    expect(a.className).toBe('go')
    expect(a.dataset.extra).toBe('kept')
    expect(screen.getByText('download').getAttribute('href')).toBe('/api/export.csv')
  })

  it('a plain click pushes the location with its state', async () => {
    renderLinks()
    await userEvent.click(screen.getByText('plain'))
    expect(where()).toBe('to /to?x=1#top {} {"from":"/from"}')
    act(() => navigateRef?.(-1))
    expect(screen.getByText('plain')).toBeTruthy()
  })

  it('with replace, replaces the entry', async () => {
    renderLinks()
    await userEvent.click(screen.getByText('replacing'))
    expect(where()).toContain('to /to')
    act(() => navigateRef?.(-1))
    expect(where()).toContain('start /start')
  })

  it('leaves modified clicks, other targets and prevented clicks to the browser', async () => {
    renderLinks()
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(leftToBrowser(screen.getByText('plain'), init)).toBe(true)
    }
    expect(leftToBrowser(screen.getByText('new tab'))).toBe(true)
    expect(leftToBrowser(screen.getByText('download'))).toBe(true)
    leftToBrowser(screen.getByText('prevented'))
    expect(screen.getByText('plain')).toBeTruthy()
    expect(screen.queryByTestId('where')).toBeNull()
  })

  it('forwards its ref to the anchor', () => {
    let anchor: HTMLAnchorElement | null = null
    at(
      '/',
      <Route
        index
        element={
          <Link
            to="/x"
            ref={(el) => {
              anchor = el
            }}
          >
            x
          </Link>
        }
      />,
    )
    expect(anchor).toBe(screen.getByText('x'))
  })
})

describe('NavLink', () => {
  it('is active on its path and below it unless `end`, with aria-current="page"', () => {
    at('/Admin/orders/7', <Route path="*" element={<Nav />} />)
    const home = screen.getByText('Home')
    expect(home.className).toBe('off')
    expect(home.hasAttribute('aria-current')).toBe(false)
    expect(screen.getByText('Overview').hasAttribute('aria-current')).toBe(false)
    const orders = screen.getByText('Orders (here)')
    expect(orders.getAttribute('aria-current')).toBe('page')
    expect(orders.className).toBe('link active')
  })

  it('`end` matches its own path exactly', () => {
    at('/admin', <Route path="*" element={<Nav />} />)
    expect(screen.getByText('Overview').getAttribute('aria-current')).toBe('page')
    expect(screen.getByText('Orders').getAttribute('aria-current')).toBeNull()
    cleanup()
    at('/', <Route path="*" element={<Nav />} />)
    expect(screen.getByText('Home').className).toBe('on')
  })
})

describe('navigating from code', () => {
  it('<Navigate> replaces the entry and carries state', () => {
    render(
      <MemoryRouter initialEntries={['/start', '/orders']}>
        <Routes>
          <Route path="orders" element={<Navigate to="/login" replace state={{ from: '/orders' }} />} />
          <Route path="login" element={<Where name="login" />} />
          <Route path="start" element={<Where name="start" />} />
        </Routes>
        <Grab />
      </MemoryRouter>,
    )
    expect(where()).toBe('login /login {} {"from":"/orders"}')
    act(() => navigateRef?.(-1))
    expect(where()).toContain('start /start')
  })

  it('useNavigate gives the same function after navigating', () => {
    at('/a', <Route path="*" element={<CollectNavigate />} />)
    act(() => [...navigates][0]?.('/b?q=1', { state: 1 }))
    expect(where()).toBe('page /b?q=1 {"*":"b"} 1')
    expect(navigates.size).toBe(1)
  })
})

describe('useSearchParams', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('reads the query with defaults, and the setter replaces the entry when asked', async () => {
    window.history.replaceState(null, '', '/recipes?q=dal')
    const entries = window.history.length
    render(
      <BrowserRouter>
        <Filter />
      </BrowserRouter>,
    )
    expect(screen.getByTestId('params').textContent).toBe('q=dal&sort=new')
    await userEvent.click(screen.getByText('record'))
    expect(window.location.pathname + window.location.search).toBe('/recipes?tag=a&tag=b')
    expect(window.history.length).toBe(entries)
    expect(screen.getByTestId('params').textContent).toBe('tag=a&tag=b') // defaults only until the first change
    await userEvent.click(screen.getByText('function'))
    expect(window.location.search).toBe('?tag=a&tag=b&page=2')
    expect(window.history.length).toBe(entries + 1)
  })

  it('keeps the same object while the query is unchanged', () => {
    at('/recipes?q=1', <Route path="recipes" element={<CollectSearch />} />)
    fireEvent.click(screen.getByText('hash'))
    expect(window.location.hash).toBe('') // a MemoryRouter
    expect(searches.size).toBe(1)
  })
})

describe('BrowserRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('pushes with the state and a key in the history entry; back (popstate) shows the page before', async () => {
    window.history.replaceState(null, '', '/from')
    render(
      <BrowserRouter>
        <Routes>
          <Route
            path="from"
            element={
              <Link to="/to" state={{ from: '/checkout' }}>
                go
              </Link>
            }
          />
          <Route path="to" element={<Where name="to" />} />
        </Routes>
      </BrowserRouter>,
    )
    await userEvent.click(screen.getByText('go'))
    expect(where()).toBe('to /to {} {"from":"/checkout"}')
    const entry = window.history.state as { usr: unknown; key: string; idx: number }
    expect(entry.usr).toEqual({ from: '/checkout' })
    expect(entry.key).toMatch(/^[a-z0-9]{1,8}$/)
    expect(entry.idx).toBe(1)
    await act(async () => {
      window.history.back()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(screen.getByText('go')).toBeTruthy()
    expect(window.location.pathname).toBe('/from')
  })

  it('keeps the old page on screen while the next one suspends (a transition)', async () => {
    window.history.replaceState(null, '', '/old')
    code = new Promise<void>((resolve) => {
      releaseCode = resolve
    })
    render(
      <BrowserRouter>
        <Suspense fallback={<p>loading</p>}>
          <Routes>
            <Route path="old" element={<Link to="/new">old page</Link>} />
            <Route path="new" element={<Slow />} />
          </Routes>
        </Suspense>
      </BrowserRouter>,
    )
    const link = screen.getByText('old page')
    await act(async () => {
      fireEvent.click(link)
    })
    expect(window.location.pathname).toBe('/new')
    expect(screen.getByText('old page')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
    await act(async () => {
      releaseCode()
      await code
    })
    expect(screen.getByText('new page')).toBeTruthy()
  })
})

// A shop of two pages and a form, for what follows a navigation.
function Page({ title, children }: { title: string; children?: ReactNode }) {
  usePageMeta({ title })
  return (
    <>
      <h1>{title}</h1>
      {children}
    </>
  )
}
function Announcer() {
  return <p data-testid="announcer">{useRouteAnnouncement()}</p>
}
function Shop({ form }: { form?: ReactNode }) {
  return (
    <BrowserRouter>
      <main>
        <Routes>
          <Route
            path="products"
            element={
              <Page title="Products">
                <Link to="/product/101">Moringa powder</Link>
                <Link to="/products?sort=price">by price</Link>
                <Link to="/form">Write a note</Link>
              </Page>
            }
          />
          <Route path="product/:id" element={<Page title="Moringa powder" />} />
          <Route path="form" element={form} />
        </Routes>
      </main>
      <Announcer />
    </BrowserRouter>
  )
}

function NoteForm() {
  const [note, setNote] = useState('')
  const { release } = useUnsavedChanges(note !== '')
  const navigate = useNavigate()
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        release()
        navigate('/products')
      }}
    >
      <h1>Note</h1>
      <input aria-label="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <Link to="/products">Products</Link>
      <button type="submit">Save</button>
    </form>
  )
}

describe('BrowserRouter after a navigation (decision record 028, amended 2026-11-27)', () => {
  // jsdom neither lays out nor scrolls: the page's height is `height`, and scrollTo moves window.scrollY.
  let height = 5000
  let scrolls: number[] = []
  const scrollTo = (top: number) => {
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true, writable: true })
  }
  beforeEach(() => {
    height = 5000
    scrolls = []
    resetRouterNavigation()
    scrollTo(0)
    Object.defineProperty(document.documentElement, 'scrollHeight', { get: () => height, configurable: true })
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolls.push(options.top ?? 0)
      scrollTo(options.top ?? 0)
    }) as typeof window.scrollTo)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    window.history.replaceState(null, '', '/')
    document.title = ''
  })

  const frames = (n: number) =>
    act(async () => {
      for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve))
    })
  const back = () =>
    act(async () => {
      window.history.back()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })

  it('a new page starts at its top; Back returns to where the list was left, once the page is tall enough, in one jump', async () => {
    window.history.replaceState(null, '', '/products')
    render(<Shop />)
    scrollTo(1800) // the shopper scrolled down the list
    await userEvent.click(screen.getByText('Moringa powder'))
    expect(screen.getByRole('heading', { name: 'Moringa powder' })).toBeTruthy()
    expect(scrolls).toEqual([0])
    expect(window.scrollY).toBe(0)

    height = 1000 // the list's content is not there yet: too short to scroll to 1800
    scrolls = []
    await back()
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy()
    await frames(3)
    expect(scrolls).toEqual([]) // it waits, rather than jumping to the top first
    height = 5000
    await frames(3)
    expect(scrolls).toEqual([1800])
    expect(window.scrollY).toBe(1800)

    // Forward returns to the product page's own position (the top), and the saved positions survive a reload.
    await act(async () => {
      window.history.forward()
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    await frames(2)
    expect(scrolls).toEqual([1800, 0])
    expect(JSON.parse(sessionStorage.getItem('router-scroll') ?? '[]')).toContainEqual([
      expect.any(String),
      [0, 1800],
    ])
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('a change of the query alone (sort, filters) stays where it is', async () => {
    window.history.replaceState(null, '', '/products')
    render(<Shop />)
    scrollTo(600)
    await userEvent.click(screen.getByText('by price'))
    await frames(2)
    expect(window.location.search).toBe('?sort=price')
    expect(scrolls).toEqual([])
    expect(window.scrollY).toBe(600)
  })

  it("moves focus to the new page's h1 and says its title in the live region, not on the first load", async () => {
    window.history.replaceState(null, '', '/products')
    render(<Shop />)
    await frames(2)
    expect(document.activeElement).toBe(document.body)
    expect(screen.getByTestId('announcer').textContent).toBe('')
    await userEvent.click(screen.getByText('Moringa powder'))
    await frames(2)
    const heading = screen.getByRole('heading', { name: 'Moringa powder' })
    expect(document.activeElement).toBe(heading)
    expect(heading.getAttribute('tabindex')).toBe('-1')
    expect(screen.getByTestId('announcer').textContent).toBe('Moringa powder | Surya Naturals')
    await back()
    await frames(2)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Products' }))
    expect(screen.getByTestId('announcer').textContent).toBe('Products | Surya Naturals')
  })

  it('asks before a link leaves a form with unsaved changes, and stays when told to', async () => {
    window.history.replaceState(null, '', '/form')
    render(<Shop form={<NoteForm />} />)
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    await userEvent.click(screen.getByText('Products')) // nothing typed: no question
    expect(confirm).not.toHaveBeenCalled()
    expect(window.location.pathname).toBe('/products')
    await back()
    await frames(2)
    await userEvent.type(screen.getByLabelText('note'), 'half a thought')
    await userEvent.click(screen.getByText('Products'))
    expect(confirm).toHaveBeenCalledWith(navigationMessages.unsavedChanges)
    expect(window.location.pathname).toBe('/form')
    expect(screen.getByLabelText('note')).toHaveProperty('value', 'half a thought')
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)
    confirm.mockReturnValue(true)
    await userEvent.click(screen.getByText('Products'))
    expect(window.location.pathname).toBe('/products')
  })

  it('asks on Back (popstate) and puts the address back when the person stays', async () => {
    window.history.replaceState(null, '', '/products')
    render(<Shop form={<NoteForm />} />)
    await userEvent.click(screen.getByText('Write a note'))
    await frames(2)
    await userEvent.type(screen.getByLabelText('note'), 'half a thought')
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    await back()
    expect(confirm).toHaveBeenCalledTimes(1)
    expect(window.location.pathname).toBe('/form')
    expect(screen.getByLabelText('note')).toHaveProperty('value', 'half a thought')
    confirm.mockReturnValue(true)
    await back()
    expect(confirm).toHaveBeenCalledTimes(2)
    expect(window.location.pathname).toBe('/products')
    expect(screen.getByRole('heading', { name: 'Products' })).toBeTruthy()
  })

  it('does not ask after a successful save, nor once the form is gone', async () => {
    window.history.replaceState(null, '', '/form')
    render(<Shop form={<NoteForm />} />)
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
    await userEvent.type(screen.getByLabelText('note'), 'kept')
    await userEvent.click(screen.getByText('Save'))
    expect(window.location.pathname).toBe('/products')
    await userEvent.click(screen.getByText('Moringa powder'))
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(false)
    expect(confirm).not.toHaveBeenCalled()
  })
})

describe('StaticRouter', () => {
  it('renders the routes at its location to a string', () => {
    const html = renderToString(
      <StaticRouter location="/product/101?ref=home#reviews">
        <Routes>
          <Route element={<Layout name="shop" />}>
            <Route path="product/:id" element={<Where name="product" />} />
          </Route>
        </Routes>
        <NavLink to="/product/101">this product</NavLink>
        <Navigate to="/elsewhere" />
      </StaticRouter>,
    )
    expect(html.replace(/<!-- -->/g, '')).toBe(
      '<div><span>shop layout</span><p data-testid="where">product /product/101?ref=home#reviews {&quot;id&quot;:&quot;101&quot;} null</p></div>' +
        '<a aria-current="page" class="active" href="/product/101">this product</a>',
    )
  })
})

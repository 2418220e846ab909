import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

function Placeholder() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        padding: '2rem',
        background: '#FBF7EF',
        color: '#2B2A26',
      }}
    >
      <h1 style={{ color: '#1F4A29' }}>Surya Naturals</h1>
      <p>
        The storefront is on its way. The catalogue API is at <a href="/api/v1/products">/api/v1/products</a>{' '}
        and documented at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
)

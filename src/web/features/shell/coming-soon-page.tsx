import {
  Heart,
  KeyRound,
  LogIn,
  type LucideIcon,
  Package,
  ShoppingBag,
  Sprout,
  UserPlus,
  UserRound,
  Wallet,
} from 'lucide-react'
import { useLocation } from 'react-router'
import { usePageMeta } from '../../lib/page-meta.ts'
import { ButtonLink } from '../../ui/button.tsx'

interface Section {
  title: string
  blurb: string
  icon: LucideIcon
}

// Routes whose features arrive in later work; each gets its own calm placeholder.
const SECTIONS: Record<string, Section> = {
  cart: {
    title: 'Your Cart',
    blurb: 'Keep your picks together and check out in a few taps.',
    icon: ShoppingBag,
  },
  wishlist: { title: 'Your Wishlist', blurb: 'Save the powders and blends you love for later.', icon: Heart },
  checkout: {
    title: 'Checkout',
    blurb: 'A simple three-step checkout with secure card payment.',
    icon: Wallet,
  },
  orders: {
    title: 'My Orders',
    blurb: 'Follow your orders from our solar dryers to your door.',
    icon: Package,
  },
  profile: {
    title: 'My Profile',
    blurb: 'Your details and delivery addresses in one place.',
    icon: UserRound,
  },
  login: { title: 'Sign In', blurb: 'Sign in to keep your cart, wishlist and orders.', icon: LogIn },
  signup: {
    title: 'Create Account',
    blurb: 'An account for your cart, wishlist and orders.',
    icon: UserPlus,
  },
  'forgot-password': {
    title: 'Reset Password',
    blurb: 'Get a link to choose a new password.',
    icon: KeyRound,
  },
}

const FALLBACK: Section = {
  title: 'Coming Soon',
  blurb: 'We are preparing this part of the shop.',
  icon: Sprout,
}

export function Component() {
  const { pathname } = useLocation()
  const key = pathname.split('/').filter(Boolean)[0] ?? ''
  const section = SECTIONS[key] ?? FALLBACK
  const Icon = section.icon
  usePageMeta({
    title: section.title,
    description: `${section.title} opens soon at Surya Naturals. Meanwhile, browse our sun-dried moringa and superfood powders.`,
  })
  return (
    <div className="container-page flex justify-center py-12 sm:py-20">
      <div className="flex w-full max-w-lg flex-col items-center gap-5 rounded-[var(--radius-card)] border border-line bg-sand/60 px-6 py-12 text-center sm:px-12">
        <span
          aria-hidden="true"
          className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-leaf-soft text-leaf"
        >
          <Icon className="h-7 w-7" />
        </span>
        <h1 className="text-3xl">{section.title}</h1>
        <p className="text-lg text-ink">This part of the shop opens soon.</p>
        <p className="max-w-sm text-ink-soft">
          {section.blurb} Until then, our moringa and superfood powders are a tap away.
        </p>
        <ButtonLink to="/products" size="lg" className="mt-2">
          Continue Shopping
        </ButtonLink>
      </div>
    </div>
  )
}

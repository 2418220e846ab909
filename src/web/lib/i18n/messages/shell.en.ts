// English texts of the storefront's shell (the reference; decision 058). The spec's texts stay exactly as written.
// Registered when imported: the shell's parts import this file (decision 058, texts per area).
import { httpMessages } from '#domain/messages-http.ts'
import { englishArea } from '../catalogue.ts'

export const shellEn = englishArea('shell', {
  'shell.skipToContent': 'Skip to content',
  'shell.loading': 'Loading...',
  'shell.loadingProduct': 'Loading product details...',
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.about': 'About Us',
  'nav.products': 'Products',
  'nav.recipes': 'Recipes',
  'header.wishlist': 'Wishlist',
  'header.cart': 'Cart',
  'header.countLabel': { one: '{label}, {count} item', other: '{label}, {count} items' },
  'menu.open': 'Open menu',
  'menu.countItems': { other: ' items)' },
  'search.label': 'Search products',
  'search.placeholder': 'Search moringa, amla, herbs…',
  'search.results': 'Search results',
  'search.close': 'Close search',
  'search.noProductsFound': 'No products found',
  'search.tryDifferent': 'Try a different search term',
  'footer.allProducts': 'View All Products',
  'footer.allRecipes': 'View All Recipes',
  'notFound.title': 'Page not found',
  'notFound.description':
    'This page could not be found. Search our sun-dried moringa and superfood powders instead.',
  'notFound.eyebrow': 'Error 404',
  'notFound.heading': 'We couldn’t find that page',
  'notFound.body':
    'The link may be old or the page may have moved. Try a search for what you had in mind, or pick up from one of our favourites.',
  'notFound.search': 'Search for moringa, amla, herbs…',
  'notFound.popular': 'Popular products',
  'notFound.browse': 'Browse all products',
  'notFound.home': 'Back to Home',
  'login.signIn': 'Sign In',
  'login.createAccount': 'Create Account',
  'language.switch': 'Language',
  'cart.items': { one: '{count} item', other: '{count} items' },
  // what the API client says when a reply brought no message of its own (the server says its own in the page's
  // language, decision 061)
  'common.http.status': 'HTTP error! status: {code}',
  'common.http.forbidden': httpMessages.forbidden,
  'common.http.expired': httpMessages.sessionExpired,
  'common.http.invalid': httpMessages.invalidStructure,
})

// English texts of the shell's parts that arrive after the page (the footer, the phone menu, the splash, the sign-in
// dialog, the language offer) (the reference; decision 058). The spec's texts stay exactly as written.
import { englishArea } from '../catalogue.ts'

export const shellMoreEn = englishArea('shell-more', {
  'footer.about':
    'Moringa, vegetable and fruit powders, sun-dried in solar dryers. We buy back produce from farmers and women’s self-help groups in Telangana, so goodness reaches your kitchen and fair income reaches theirs.',
  'footer.company': 'Company',
  'footer.products': 'Products',
  'footer.recipes': 'Recipes',
  'footer.support': 'Support',
  'footer.contact': 'Contact',
  'footer.faq': 'FAQ',
  'footer.shipping': 'Shipping Policy',
  'footer.returns': 'Returns',
  'footer.cancellation': 'Cancellation & Refund',
  'footer.terms': 'Terms',
  'footer.privacy': 'Privacy',
  'footer.instagram': '{shop} on Instagram',
  'footer.rights': '© {year} {shop}. All rights reserved.',
  'menu.close': 'Close menu',
  'menu.title': 'Menu',
  'menu.account': 'Your account',
  'splash.skip': 'Skip',
  'splash.tagline': 'Sun-dried goodness, from our farmers to your kitchen',
  'login.title': 'Please sign in',
  'login.close': 'Close',
  'language.offer': 'View this shop in {language}?',
  'language.offer.accept': 'Yes, switch',
  'language.offer.decline': 'No, thanks',
})

// English texts of the home page (the reference; decision 058). The spec's texts stay exactly as written.
// Registered when imported: the page that shows them imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const homeEn = englishArea('home', {
  // Home
  'home.meta.title': 'Sun-dried moringa and superfood powders',
  'home.meta.description':
    'Solar-dried moringa, vegetable and fruit powders from farmers and self-help groups in Telangana. Lab tested, traceable to the farm, delivered across India.',
  'home.hero.badge': 'Solar-dried in Telangana',
  'home.hero.title': 'Sun-dried goodness, from our farmers to your kitchen',
  'home.hero.lead':
    'Moringa leaves, vegetables and fruit, dried in solar dryers within hours of harvest and milled into fine powders. Nothing added, every batch lab tested',
  'home.hero.lead.more': ', and a fair price paid to the farmers and self-help groups who grow them',
  'home.hero.lead.end': '.',
  'home.hero.shop': 'Shop Moringa',
  'home.hero.story': 'Our Story',
  'home.hero.tested': 'Lab tested every batch',
  'home.hero.traceable': 'Traceable to the farm',
  'home.hero.natural': '100% natural',
  'home.hero.image.alt':
    'A kraft pouch of Surya Naturals Moringa Powder beside a bowl of bright green powder and fresh leaves',
  'home.bestsellers': 'Bestsellers',
  'home.values.heading': 'Our values',
  'home.values.purity': 'Purity',
  'home.values.purity.text':
    'Single-ingredient powders with nothing added: no fillers, colours or preservatives.',
  'home.values.heritage': 'Heritage',
  'home.values.heritage.text':
    'Foods Indian kitchens have trusted for generations: murungai, amla, haldi and tulsi.',
  'home.values.sustainability': 'Sustainability',
  'home.values.sustainability.text':
    'Solar dryers instead of fuel, and a buy-back promise that keeps small farms going.',
  'home.values.wellness': 'Wellness',
  'home.values.wellness.text':
    'Everyday nutrition that slips into chai, dal, rotis and smoothies without a fuss.',
  'home.featured.kicker': 'From our dryers',
  'home.featured.heading': 'Featured Products',
  'home.featured.loading': 'Loading featured products',
  'home.featured.error': 'Failed to fetch featured products. Please try again later.',
  'home.moringa.kicker': 'Moringa, the miracle leaf',
  'home.moringa.heading': 'Know your moringa, from farm to pouch',
  'home.moringa.trace': 'Farm traceability',
  'home.moringa.trace.text':
    'Meet the farmer and village behind every batch, with sowing and processing dates.',
  'home.moringa.lab': 'Lab tested',
  'home.moringa.lab.text':
    'Every batch checked in an ISO-certified laboratory, with the full report to view and download.',
  'home.moringa.rich': 'Naturally nutrient-rich',
  'home.moringa.rich.text': 'Gram for gram, 17x the calcium of milk and 10x the iron of spinach.',
  'home.moringa.discover': 'Discover Moringa',
  'home.reviews.kicker': 'Loved in Indian kitchens',
  'home.reviews.heading': 'What our customers say',
  'home.reviews.loading': 'Loading reviews',
  'home.reviews.verified': 'Verified purchase',
  'home.farmers.kicker': 'Our farmers and dryers',
  'home.farmers.heading': 'Every pouch keeps a village kitchen going',
  'home.farmers.text':
    'We buy back what our partner farmers grow and pay self-help groups to dry it, so the value of the harvest stays where it was grown.',
  'home.farmers.step': 'Step {step}',
  'home.farmers.grown': 'Grown by small farmers',
  'home.farmers.grown.text':
    'Moringa, vegetables and fruit from smallholdings around Shadnagar, bought back at a fair, agreed price.',
  'home.farmers.dried': 'Dried by the sun',
  'home.farmers.dried.text':
    'Women’s self-help groups run solar dryers that dry the harvest within hours, keeping colour and nutrients.',
  'home.farmers.milled': 'Milled and packed fresh',
  'home.farmers.milled.text':
    'Stone-milled into fine powder, packed in resealable kraft pouches and sent straight to your door.',
  'home.farmers.story': 'Read our story',
})

// English texts of the product page's parts that arrive after it (its information, the notify form, related products,
// failures) (the reference; decision 058). The spec's texts stay exactly as written.
import { englishArea } from '../catalogue.ts'

export const productMoreEn = englishArea('product-more', {
  'product.info.ingredients': 'Ingredients',
  'product.info.usage': 'Usage Info',
  'product.info.benefits': 'Benefits',
  'product.info.storage': 'Storage Info',
  'moringa.ingredients':
    '100% dried moringa leaves (Moringa oleifera), nothing else. No fillers, no anti-caking agents, no added colour and no preservatives. Leaves only: the stems are sieved out before milling.',
  'moringa.usage':
    'Start with ½ teaspoon a day and build up to 1–2 teaspoons (3–6 g). Stir it into warm water with lemon, buttermilk, smoothies, dal, sambar or soup, or knead it into chapati and dosa batter. Add it at the end of cooking where you can: gentle heat keeps more of its goodness. If you are pregnant, nursing or on medication, check with your doctor first.',
  'moringa.benefit.iron': 'Plant iron and calcium for everyday nutrition',
  'moringa.benefit.vitamins': 'Naturally rich in vitamin A, vitamin C and potassium',
  'moringa.benefit.protein': 'Plant protein with all nine essential amino acids',
  'moringa.benefit.antioxidants': 'Antioxidants such as quercetin and chlorogenic acid',
  'moringa.benefit.fibre': 'Fibre that is gentle on digestion',
  'moringa.benefit.colour': 'Solar-dried at low heat to keep its deep green colour',
  'moringa.storage':
    'Keep it in the resealable pouch or an airtight glass jar, in a cool, dry and dark cupboard. Always use a dry spoon and do not refrigerate: moisture makes it clump. Best used within 6 months of opening and within 12 months of packing.',
  'product.related': 'You Might Also Like',
  'product.related.view': 'View Product',
  'product.failed.title': 'We couldn’t load this product',
  'product.failed.text': 'Failed to fetch product details. Please try again later.',
  'product.missing.title': 'Product Not Found',
  'product.missing.text': 'The product you are looking for could not be found.',
  'notify.email.invalid': 'Please enter a valid email address.',
  'notify.failed': 'Please try again.',
  'notify.want': 'Want {name}? We’ll email you once when it’s back.',
  'notify.email': 'Email address',
  'notify.email.placeholder': 'Your email address',
  'notify.saving': 'Saving...',
  'notify.button': 'Notify me',
})

// English texts of the About Us page's own words (the reference; decision 058). The story below them is the owner's
// editable page, in the shopper's language from the API (decision 043).
// Registered when imported: the page that shows them imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const aboutEn = englishArea('about', {
  'about.meta.title': 'About Us',
  'about.eyebrow': 'About Us',
  'about.title': 'Goodness dried by the sun, shared fairly',
  'about.lead':
    'Surya Naturals works with farmers and women’s self-help groups in Telangana. Together we dry fresh moringa, vegetables and fruit in solar dryers and turn them into pure powders, so good food reaches your kitchen and fair income reaches theirs.',
  'about.image.alt': 'Six bowls of our sun-dried vegetable, fruit and leaf powders on a wooden tray',
  'about.mission.label': 'Mission and vision',
  'about.mission.title': 'Our mission',
  'about.mission.text':
    'To give small farmers a dependable market for every harvest, and to bring Indian families honest, nutrient-rich foods they can trust: dried by the sun, milled with care and nothing added.',
  'about.vision.title': 'Our vision',
  'about.vision.text':
    'Villages where no harvest goes to waste and every solar dryer is a small business run by local women, and kitchens across India where a spoon of moringa is as everyday as a pinch of haldi.',
  'about.story.eyebrow': 'Our story',
  'about.story.title': 'From the farm, through the dryer, to your jar',
  'about.story.lead':
    'Our buy-back model with solar dryers keeps more of the harvest, and more of its value, in the village.',
  'about.actions.label': 'Shop or write to us',
  'about.shop': 'Shop our powders',
  'about.contact': 'Get in touch',
})

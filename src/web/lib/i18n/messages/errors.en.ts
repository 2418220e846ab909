// English texts of the error screens: a page that failed to render or whose code could not be fetched (the
// reference; decision 058). The 404 page's words are the shell's. Registered when imported: the screen that
// shows them imports this file (decision 058, texts per area).
import { englishArea } from '../catalogue.ts'

export const errorsEn = englishArea('errors', {
  'errors.title': 'Oops! Something went wrong',
  'errors.text': 'This page could not be loaded. Please try again.',
  'errors.retry': 'Try Again',
  'errors.home': 'Back to Home',
})

// Telugu texts of the error screens (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { errorsEn } from './errors.en.ts'

export const errorsTe: Record<keyof typeof errorsEn, Message> = {
  'errors.title': 'అయ్యో! ఏదో తప్పు జరిగింది',
  'errors.text': 'ఈ పేజీ లోడ్ కాలేదు. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  'errors.retry': 'మళ్ళీ ప్రయత్నించండి',
  'errors.home': 'హోమ్ పేజీకి వెళ్ళండి',
}

// Tamil texts of the error screens (decision 058): written for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { errorsEn } from './errors.en.ts'

export const errorsTa: Record<keyof typeof errorsEn, Message> = {
  'errors.title': 'அச்சச்சோ! ஏதோ தவறு நடந்துவிட்டது',
  'errors.text': 'இந்தப் பக்கத்தை ஏற்ற முடியவில்லை. மீண்டும் முயலவும்.',
  'errors.retry': 'மீண்டும் முயலவும்',
  'errors.home': 'முகப்புக்குச் செல்',
}

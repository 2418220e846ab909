import type { Message } from '../catalogue.ts'
import type { pagesEn } from './pages.en.ts'

export const pagesHi: Record<keyof typeof pagesEn, Message> = {}

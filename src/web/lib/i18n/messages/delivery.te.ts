// Telugu texts of the delivery check of the product page and the checkout's delivery speeds (decision 058): written
// for the shopper, not word for word.
import type { Message } from '../catalogue.ts'
import type { deliveryEn } from './delivery.en.ts'

export const deliveryTe: Record<keyof typeof deliveryEn, Message> = {
  'delivery.heading': 'డెలివరీ చూడండి',
  'delivery.pin': 'పిన్ కోడ్',
  'delivery.pin.placeholder': 'పిన్ కోడ్ ఇవ్వండి',
  'delivery.pin.invalid': 'దయచేసి సరైన 6 అంకెల పిన్ కోడ్ ఇవ్వండి',
  'delivery.check': 'చూడండి',
  'delivery.failed': 'డెలివరీ వివరాలు చూడలేకపోయాం. దయచేసి మళ్ళీ ప్రయత్నించండి.',
  'delivery.free': 'ఉచితం',
  'delivery.cod': 'క్యాష్ ఆన్ డెలివరీ అందుబాటులో ఉంది',
  'delivery.free.over': '{amount} పైబడిన ఆర్డర్లపై ఉచిత షిప్పింగ్',
  'delivery.free.every': 'ప్రతి ఆర్డర్‌పై ఉచిత షిప్పింగ్',
  'delivery.express': 'ఎక్స్‌ప్రెస్',
  'delivery.standard': 'స్టాండర్డ్',
  'delivery.by': 'అంచనా డెలివరీ: {day}',
  'delivery.by.range': 'అంచనా డెలివరీ: {from} – {to}',
}

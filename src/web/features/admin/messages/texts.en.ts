// The back office's Messages pages in English (its texts in a catalogue: src/web/features/admin/shell/admin-texts.ts).
import { adminTexts } from '#web/features/admin/shell/admin-texts.ts'

export const messagesTexts = adminTexts({
  'status.new': 'new',
  'status.replied': 'replied',
  'status.closed': 'closed',
  'list.title': 'Messages',
  'list.intro': 'What shoppers sent through the contact page. A reply is mailed to them and kept here.',
  'list.status': 'Status',
  'list.status.all': 'All',
  'list.status.new': 'New',
  'list.status.replied': 'Replied',
  'list.status.closed': 'Closed',
  'list.empty': 'No messages here.',
  'thread.toast.sent': 'Reply sent',
  'thread.toast.closed': 'Closed',
  'thread.all': 'All messages',
  'thread.close': 'Close',
  'thread.wrote': '{name} wrote · {when}',
  'thread.replied': '{actor} replied · {when}',
  'reply.label': 'Reply to {name}',
  'reply.hint': 'Mailed from the shop’s address; the shopper can answer by mail.',
  'reply.sending': 'Sending…',
  'reply.send': 'Send reply',
})

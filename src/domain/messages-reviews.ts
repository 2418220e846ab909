// Messages of the review routes. Live here once.

export const reviewMessages = {
  notFound: 'Review not found',
  notYours: 'You can delete only your own reviews',
  updated: 'Your review has been updated',
  ownOnly: 'You can see only your own reviews',
}

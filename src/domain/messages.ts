// Every message a person reads, worded exactly as in docs/product.md, Validation rules and Error catalogue. Lives once.

import { accountMessages, authMessages } from './messages-auth.ts'
import { cartMessages, couponBoxMessages, wishlistMessages } from './messages-cart.ts'
import { catalogueMessages } from './messages-catalogue.ts'
import { contactMessages, newsletterMessages } from './messages-contact.ts'
import { httpMessages } from './messages-http.ts'
import { requestMessages } from './messages-requests.ts'

/**
 * Recipes' categories, and the products' two the shop is seeded with (drizzle/0040); staff manage the products'
 * in the `categories` table (decision 051), so nothing validates a product against this list.
 */
export const CATEGORY_VALUES = {
  products: ['Superfoods', 'Herbs'],
  recipes: ['Breakfast', 'Dessert', 'Superfoods'],
} as const

export const messages = {
  http: httpMessages,
  requests: requestMessages,
  catalogue: catalogueMessages,
  auth: authMessages,
  cart: cartMessages,
  coupon: couponBoxMessages,
  wishlist: wishlistMessages,
  reviews: {
    requiredFields: 'Please fill in all required fields',
    deleteConfirm: 'Are you sure you want to delete this review? This action cannot be undone.',
    cannotDeleteDemo: 'Cannot delete demo reviews',
    submitted: 'Review submitted successfully!',
    submitFailed: 'Failed to submit review. Please try again.',
    deleted: 'Review deleted successfully!',
    deleteFailed: 'Failed to delete review. Please try again.',
    liked: 'Review liked successfully!',
    unliked: 'Review unliked successfully!',
    updateFailed: 'Failed to update review. Please try again.',
  },
  checkout: {
    addressRequired: 'Please fill in all required fields.',
    selectShipping: 'Please select a shipping option.',
    noShippingOptions: 'No shipping options available for this address.',
    orderDataMissing: 'Order data not available.',
    initFailed: 'Failed to initialize checkout. Please try again later.',
    estimateFailed: 'Failed to estimate shipping. Please try again later.',
    createOrderFailed: 'Failed to create order. Please try again later.',
    paymentFailed: 'Payment failed. Please try again later.',
    itemsUpdated: 'Some items in your cart have been updated. Please review the changes below.',
    placed: 'Order placed successfully! Redirecting to order details...',
    /** POST /orders/{id}/cash-on-delivery's reply */
    cashOnDeliveryPlaced: 'Order placed for cash on delivery',
  },
  contact: contactMessages,
  newsletter: newsletterMessages,
  account: accountMessages,
  profile: {
    fetchFailed: 'Failed to fetch profile. Please try again later.',
    updateServiceFailed: 'Failed to update profile. Please try again later.',
    uploadServiceFailed: 'Failed to upload profile image. Please try again later.',
    createFailed: 'Failed to create profile. Please try again later.',
    loadFailed: 'Failed to load profile. Please try again later.',
    updateFailed: 'Failed to update profile. Please try again later.',
    uploadFailed: 'Failed to upload profile picture. Please try again later.',
    autoFillFailed: 'Failed to auto-fill profile. Please try again later.',
    updated: 'Profile updated successfully!',
    uploaded: 'Profile picture uploaded successfully!',
    autoFilled: 'Profile auto-filled successfully!',
    loginToView: 'Please log in to view your profile',
    notAnImage: 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF)',
    firstNameRequired: 'First name is required',
    phoneRequired: 'Phone number is required',
    phoneInvalid: 'Enter a valid 10-digit Indian mobile number',
    addressRequired: 'Address line 1 is required',
    cityRequired: 'City is required',
    pincodeRequired: 'PIN code is required',
    pincodeInvalid: 'Enter a valid 6-digit PIN code',
    dateOfBirthInvalid: 'Date of birth must be a real date (YYYY-MM-DD) and you must be at least 13',
  },
  orders: {
    loadFailed: 'Failed to load orders',
    loadFailedWith: (reason: string) => `Failed to load orders: ${reason}`,
    loadFailedTitle: 'Failed to Load Orders',
    loading: 'Loading your orders...',
    noOrders: 'No Orders Found',
    detailFailed: 'Failed to load order details',
    detailFailedWith: (message?: string) => `Failed to load order details: ${message || 'Unknown error'}`,
    notFoundTitle: 'Order Not Found',
    notFoundBody: 'The order you are looking for could not be found.',
    fetchDetailFailed: 'Failed to fetch order details. Please try again later.',
    fetchFailed: 'Failed to fetch orders. Please try again later.',
    cancelFailed: 'Failed to cancel order. Please try again later.',
    invalidResponse: 'Invalid response format from server',
    invoiceUnavailable: 'Unable to load invoice',
    trackingPending: 'Tracking information will be available once your order is shipped',
  },
} as const

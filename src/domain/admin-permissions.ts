// The back office's roles and permissions (decision 044): four roles, each a set of permissions by area. The
// server checks a route's permission on every request; the screens read the signed-in operator's permissions to
// hide what the role may not do. The owner may change a role's permissions (stored in the database).

export const OPERATOR_ROLES = ['owner', 'manager', 'packer', 'support'] as const
export type OperatorRole = (typeof OPERATOR_ROLES)[number]

/** Every permission, by area, with what the role editor calls it. */
export const PERMISSIONS = {
  'orders.view': 'Orders: view',
  'orders.fulfil': 'Orders: pack and ship',
  'orders.cancel': 'Orders: cancel',
  'orders.refund': 'Orders: refund',
  products: 'Products and prices',
  stock: 'Stock',
  coupons: 'Coupons',
  customers: 'Customers’ personal data',
  reports: 'Reports, revenue and GST',
  reviews: 'Reviews and messages',
  settings: 'Settings',
  staff: 'Staff and roles',
  audit: 'Audit log',
} as const
export type Permission = keyof typeof PERMISSIONS
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[]

/**
 * A route's declared permission: one permission, any of several (e.g. the product list serves the catalogue and
 * the stock screens), or 'signed-in' for what every operator needs (who am I).
 */
export type RoutePermission = Permission | readonly Permission[] | 'signed-in'

/** The roles as a fresh shop has them (and as migration 0031 stores them); the owner may change them after. */
export const DEFAULT_ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  owner: PERMISSION_NAMES,
  manager: PERMISSION_NAMES.filter((p) => p !== 'settings' && p !== 'staff' && p !== 'audit'),
  packer: ['orders.view', 'orders.fulfil', 'stock'],
  support: ['orders.view', 'orders.cancel', 'customers', 'reviews'],
}

/** What nobody may take from the owner's role, so the shop is never locked out of its own back office. */
export const OWNER_KEEPS: readonly Permission[] = ['staff', 'settings']

/** The roles that may go above the owner's limits on refunds and coupons. */
export const ABOVE_LIMITS_ROLES: readonly OperatorRole[] = ['owner', 'manager']

export function allows(held: readonly string[], needed: RoutePermission): boolean {
  if (needed === 'signed-in') return true
  const list: readonly string[] = typeof needed === 'string' ? [needed] : needed
  return list.some((p) => held.includes(p))
}

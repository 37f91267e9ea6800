import type { SessionUser } from '@/lib/session';

export type StaffRole = 'staff' | 'admin';

/** The back-office role of the signed-in user (the user status's `role`), or null for a customer. */
export function staffRoleOf(user: SessionUser | null): StaffRole | null {
  const role = user?.role;
  return role === 'staff' || role === 'admin' ? role : null;
}

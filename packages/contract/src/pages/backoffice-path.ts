/**
 * Where the staff back-office starts: all a customer's page needs of it (to hand an /admin address
 * to its routes), apart from its manifest (backoffice.ts), which only the back-office loads.
 */
export const BACKOFFICE_PATH = '/admin';

// Moved to server/accounts/password.ts; the seed (and its public exports) keep importing it from here.
export { hashPassword, verifyPassword } from '../accounts/password';

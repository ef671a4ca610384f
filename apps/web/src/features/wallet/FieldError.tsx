/** Moved to components (shared by every feature's forms). */
export { FieldError } from '../../components/FieldError';

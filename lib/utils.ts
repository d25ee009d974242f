import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names; it does not merge them. When two classes set the same property, the stylesheet's
 * order decides, not the order here, so a wrapper's caller changes a base utility through a variant or
 * a prop, or as a last resort with the important modifier (`h-8!`), never by passing a rival class.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}

/**
 * Up to two initials for an avatar fallback: first and last word of a full name,
 * or the first two letters of a single word (a user name or an email's local part).
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '')
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const initials = last ? first.charAt(0) + last.charAt(0) : first.slice(0, 2);
  return initials.toUpperCase();
}

/** The error image code throws for input it cannot use; the HTTP layer answers it with 400. */
export class InvalidImageError extends Error {
  override readonly name = 'InvalidImageError';
}
